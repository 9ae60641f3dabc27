// Jhandi Munda (/house/jhandi-munda, the launch url of chakka_jhandi_munda): the six-dice fair game of
// Bangladesh. The player picks a stake chip and puts it on one or more of the six faces, then throws;
// a face on two or more dice pays 3x, 5x, 10x, 20x or 100x its stake. Paytable, stated return to
// player and the provably-fair panel on screen. The dice tumble with motion, or just land when the
// player asked for reduced motion. The stakes stay on the board after a throw, and Repeat puts the last
// throw's stakes back on the board and throws them in one tap.
import { m } from 'motion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JhandiMundaPlayResponse } from '../../../contracts/games.ts';
import {
  JHANDI_MUNDA_PAYS_X100,
  JHANDI_MUNDA_STAKE_PRESETS_TAKA,
  JHANDI_MUNDA_STATED_RTP,
  JHANDI_MUNDA_SYMBOLS,
  type JhandiMundaSymbol,
} from '../../../games/jhandi-munda.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Money } from '../../components/money.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { playJhandiMunda } from './api.ts';
import { FairPanel } from './fair-panel.tsx';
import { HouseFrame } from './house-frame.tsx';
import { HouseError, HouseResult, StakePresets, useHousePlay } from './house-play.tsx';
import { JhandiFace } from './jhandi-symbols.tsx';
import { useHouseSession } from './use-house-session.ts';

type Bets = Partial<Record<JhandiMundaSymbol, number>>;

export function JhandiMundaPage() {
  const { t } = useTranslation('house');
  const f = useFormat();
  const { status, balance, setBalance, launch, settle } = useHouseSession('chakka_jhandi_munda');
  const [chip, setChip] = useState<number>(JHANDI_MUNDA_STAKE_PRESETS_TAKA[0]);
  const [bets, setBets] = useState<Bets>({});
  /** The stakes of the last throw the server took, for Repeat. */
  const [lastBets, setLastBets] = useState<Bets | null>(null);
  const [result, setResult] = useState<JhandiMundaPlayResponse | null>(null);
  const [throws, setThrows] = useState(0);
  const { busy, error, onError, play } = useHousePlay(settle);

  const sum = (b: Bets) => Object.values(b).reduce((a, v) => a + (v ?? 0), 0);
  const total = sum(bets);
  const lastTotal = lastBets ? sum(lastBets) : 0;
  const place = (symbol: JhandiMundaSymbol) => setBets((b) => ({ ...b, [symbol]: b[symbol] === chip ? undefined : chip }));

  const roll = (on: Bets) => {
    setBets(on);
    return play(async () => {
      const staked = Object.fromEntries(Object.entries(on).filter(([, v]) => v)) as Record<string, number>;
      const answer = await playJhandiMunda(staked);
      setResult(answer);
      setBalance(answer.balance);
      setLastBets(staked);
      setThrows((n) => n + 1);
    });
  };
  const winners = new Set(result?.wins.filter((w) => w.pay > 0).map((w) => w.symbol));

  return (
    <HouseFrame
      title={t('jhandi.title')}
      rtp={JHANDI_MUNDA_STATED_RTP}
      status={status}
      balance={balance}
      returnPath={launch.returnPath}
      screen="JhandiMundaPage"
    >
      <section className="house-game jhandi" aria-label={t('jhandi.title')}>
        <div className="jhandi-dice" data-testid="jhandi-dice" aria-live="polite">
          {(result?.dice ?? JHANDI_MUNDA_SYMBOLS).map((face, i) => (
            <m.span
              key={`${throws}-${i}`}
              className={`jhandi-die${result && winners.has(face) ? ' is-lit' : ''}${result ? '' : ' is-idle'}`}
              initial={throws === 0 ? false : { rotate: -200, scale: 0.4, opacity: 0 }}
              animate={{ rotate: 0, scale: 1, opacity: 1 }}
              transition={{ type: 'spring', stiffness: 260, damping: 18, delay: i * 0.06 }}
            >
              <JhandiFace symbol={face} label={t(`jhandi.symbols.${face}`)} />
            </m.span>
          ))}
        </div>
        <HouseResult testId="jhandi-result" busy={busy} busyText={t('jhandi.throwing')} payout={result?.payout ?? null} readyText={t('jhandi.ready')} />
        <StakePresets label={t('jhandi.chip')} presets={JHANDI_MUNDA_STAKE_PRESETS_TAKA} value={chip} onChange={setChip} />
        <div className="jhandi-board" role="group" aria-label={t('jhandi.board')}>
          {JHANDI_MUNDA_SYMBOLS.map((symbol) => (
            <button
              key={symbol}
              type="button"
              className={`jhandi-spot${bets[symbol] ? ' is-staked' : ''}`}
              aria-pressed={Boolean(bets[symbol])}
              onClick={() => place(symbol)}
              data-testid={`jhandi-spot-${symbol}`}
            >
              <JhandiFace symbol={symbol} label="" />
              <span className="jhandi-spot-name">{t(`jhandi.symbols.${symbol}`)}</span>
              <span className="jhandi-spot-stake">{bets[symbol] ? <Money value={bets[symbol]!} whole /> : t('jhandi.tapToStake')}</span>
            </button>
          ))}
        </div>
        <HouseError error={error} />
        <div className={`jhandi-actions${lastBets ? ' has-repeat' : ''}`}>
          <Button variant="secondary" onClick={() => setBets({})} disabled={total === 0 || busy}>
            {t('jhandi.clear')}
          </Button>
          {lastBets && (
            <Button
              variant="secondary"
              onClick={() => void roll(lastBets)}
              disabled={busy || (balance !== null && balance < lastTotal)}
              data-testid="jhandi-repeat"
            >
              {t('jhandi.repeat', { stake: f.taka(lastTotal, { whole: true }) })}
            </Button>
          )}
          <Button
            size="lg"
            onClick={() => void roll(bets)}
            loading={busy}
            disabled={total === 0 || (balance !== null && balance < total)}
            data-testid="jhandi-roll"
          >
            {total === 0 ? t('jhandi.placeFirst') : t('jhandi.throw', { stake: f.taka(total, { whole: true }) })}
          </Button>
        </div>
      </section>
      <Card title={t('jhandi.paytable')} testId="jhandi-paytable">
        <p>{t('jhandi.paytableNote', { rtp: f.number(JHANDI_MUNDA_STATED_RTP * 100, { minDecimals: 2, maxDecimals: 2 }) })}</p>
        <table className="paytable">
          <thead>
            <tr>
              <th>{t('jhandi.matches')}</th>
              <th>{t('jhandi.pays')}</th>
            </tr>
          </thead>
          <tbody>
            {JHANDI_MUNDA_PAYS_X100.map((x, k) =>
              k >= 2 ? (
                <tr key={k}>
                  <th scope="row">{t('jhandi.onDice', { n: f.integer(k) })}</th>
                  <td>{f.integer(x / 100)}×</td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      </Card>
      <FairPanel game="jhandi_munda" lastNonce={result?.fair.nonce ?? null} onError={onError} />
    </HouseFrame>
  );
}
