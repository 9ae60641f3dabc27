// Lucky Sixes (/house/slot, the launch url of chakka_lucky_sixes): a 5-reel, 10-line slot played
// through the house provider. Stake presets, Spin, the reels with the paid lines drawn, the win, the
// paytable on screen, the stated return to player, and the provably-fair panel.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotSpinResponse } from '../../../contracts/games.ts';
import { SLOT_STAKE_PRESETS_TAKA, SLOT_STATED_RTP, windowAt, type SlotSymbol } from '../../../games/slot.ts';
import { Button } from '../../components/button.tsx';
import { Money } from '../../components/money.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { spinSlot } from './api.ts';
import { FairPanel } from './fair-panel.tsx';
import { HouseFrame } from './house-frame.tsx';
import { HouseError, HouseResult, StakePresets, useHousePlay } from './house-play.tsx';
import { SlotPaytable } from './slot-paytable.tsx';
import { SlotReels } from './slot-reels.tsx';
import { useHouseSession } from './use-house-session.ts';

const FIRST_WINDOW = windowAt([0, 0, 0, 0, 0]);

export function SlotPage() {
  const { t } = useTranslation('house');
  const f = useFormat();
  const { status, balance, setBalance, launch, settle } = useHouseSession('chakka_lucky_sixes');
  const [stake, setStake] = useState<number>(SLOT_STAKE_PRESETS_TAKA[0]);
  const [spin, setSpin] = useState<SlotSpinResponse | null>(null);
  const [spins, setSpins] = useState(0);
  const { busy: spinning, error, onError, play } = useHousePlay(settle);

  const spinOnce = () =>
    play(async () => {
      const result = await spinSlot(stake);
      setSpin(result);
      setBalance(result.balance);
      setSpins((n) => n + 1);
    });

  const short = balance !== null && balance < stake;
  return (
    <HouseFrame title={t('slot.title')} rtp={SLOT_STATED_RTP} status={status} balance={balance} returnPath={launch.returnPath} screen="SlotPage">
      <section className="house-game slot" aria-label={t('slot.title')}>
        <SlotReels window={(spin?.window ?? FIRST_WINDOW) as SlotSymbol[][]} lines={spin?.lines ?? []} spinning={spinning} spinId={spins} />
        <HouseResult testId="slot-result" busy={spinning} busyText={t('slot.spinning')} payout={spin?.payout ?? null} readyText={t('slot.ready')} />
        <StakePresets label={t('stake')} presets={SLOT_STAKE_PRESETS_TAKA} value={stake} onChange={setStake} />
        <HouseError error={error} />
        <Button size="lg" block onClick={spinOnce} loading={spinning} disabled={short} data-testid="slot-spin">
          {short ? t('notEnough') : t('slot.spin', { stake: f.taka(stake, { whole: true }) })}
        </Button>
        {spin && spin.lines.length > 0 && (
          <ul className="slot-wins" aria-label={t('slot.paidLines')}>
            {spin.lines.map((l) => (
              <li key={l.line}>
                {t('slot.lineWin', { n: f.integer(l.line), count: f.integer(l.count), symbol: t(`slot.symbols.${l.symbol}`) })} <Money value={l.pay} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <SlotPaytable stake={stake} />
      <FairPanel game="slot" lastNonce={spin?.fair.nonce ?? null} onError={onError} />
    </HouseFrame>
  );
}
