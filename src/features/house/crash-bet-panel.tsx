// The crash screen's bet slip: a stake (quick amounts), an optional auto cash-out multiplier, and one
// button that follows the round: Bet while betting is open, Cash out while the player's bet rides
// (with what it would pay now), and a wait otherwise. The server's clock judges the cash-out.
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRASH_STAKE_PRESETS_TAKA, type CrashState } from '../../../contracts/games.ts';
import { CRASH_MAX_X100, CRASH_MIN_AUTO_X100 } from '../../../games/crash.ts';
import { AmountInput } from '../../components/amount-input.tsx';
import { Button } from '../../components/button.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Money } from '../../components/money.tsx';
import { parseNumber } from '../../lib/format.ts';
import { liveX100 } from './crash-chart.tsx';

export interface MyCrashBet {
  gameId: number;
  stake: number;
  auto: number | null;
  result: null | { won: boolean; multiplier: number | null; payout: number };
}

export const CRASH_STAKE_MIN = 10;
export const CRASH_STAKE_MAX = 50_000;

/** Auto cash-out as typed: a multiplier of 1.01 to 1000 with at most two decimals, else an error key. */
export function autoCashoutError(text: string): string | undefined {
  const x = parseNumber(text);
  if (x === null || Math.abs(Math.round(x * 100) - x * 100) > 1e-6) return 'crashAutoCashoutInvalid';
  return x * 100 >= CRASH_MIN_AUTO_X100 && x * 100 <= CRASH_MAX_X100 ? undefined : 'crashAutoCashoutInvalid';
}

/** A stake is whole taka from 10 to 50,000 (the crash contract). */
const stakeProblem = (text: string) => {
  const n = Number(text || 0);
  return n < CRASH_STAKE_MIN || n > CRASH_STAKE_MAX ? 'stakeNotOffered' : undefined;
};

function LivePayout({ state, offsetMs, stake }: { state: CrashState; offsetMs: number; stake: number }) {
  const [x100, setX100] = useState(() => liveX100(state, Date.now(), offsetMs));
  useEffect(() => {
    const id = setInterval(() => setX100(liveX100(state, Date.now(), offsetMs)), 200);
    return () => clearInterval(id);
  }, [state, offsetMs]);
  return <Money value={Math.floor(stake * x100) / 100} />;
}

interface Props {
  state: CrashState | null;
  offsetMs: number;
  myBet: MyCrashBet | null;
  balance: number | null;
  busy: boolean;
  onBet: (stake: number, auto: number | null) => void;
  onCashOut: () => void;
}

export function CrashBetPanel({ state, offsetMs, myBet, balance, busy, onBet, onCashOut }: Props) {
  const { t } = useTranslation('house');
  const [stake, setStake] = useState('10');
  const [autoOn, setAutoOn] = useState(false);
  const [auto, setAuto] = useState('2.00');
  const stakeNumber = Number(stake || 0);
  const stakeError = stakeProblem(stake);
  const autoError = autoOn ? autoCashoutError(auto) : undefined;
  const mine = myBet && state && myBet.gameId === state.gameId ? myBet : null;
  const riding = Boolean(mine && !mine.result && state?.phase === 'running');

  let action: ReactNode;
  if (riding && state) {
    action = (
      <Button size="lg" block variant="danger" onClick={onCashOut} loading={busy} data-testid="crash-cashout">
        {t('crash.cashOut')} <LivePayout state={state} offsetMs={offsetMs} stake={mine!.stake} />
      </Button>
    );
  } else if (mine && !mine.result) {
    action = (
      <Button size="lg" block disabled data-testid="crash-waiting">
        {t('crash.betPlaced')}
      </Button>
    );
  } else if (state?.phase === 'betting') {
    const short = balance !== null && balance < stakeNumber;
    action = (
      <Button
        size="lg"
        block
        onClick={() => onBet(stakeNumber, autoOn ? Number(parseNumber(auto)) : null)}
        loading={busy}
        disabled={Boolean(stakeError || autoError) || short}
        data-testid="crash-bet"
      >
        {short ? t('notEnough') : t('crash.bet')}
      </Button>
    );
  } else {
    action = (
      <Button size="lg" block disabled data-testid="crash-next">
        {t('crash.nextRound')}
      </Button>
    );
  }

  return (
    <section className="crash-slip" aria-label={t('crash.slip')}>
      <AmountInput
        label={t('stake')}
        value={stake}
        onChange={setStake}
        quickAmounts={CRASH_STAKE_PRESETS_TAKA}
        min={CRASH_STAKE_MIN}
        max={CRASH_STAKE_MAX}
        error={stakeError}
        validate={stakeProblem}
      />
      <Checkbox checked={autoOn} onChange={setAutoOn} label={t('crash.autoCashout')} />
      {autoOn && (
        <TextField
          label={t('crash.autoAt')}
          value={auto}
          inputMode="decimal"
          onChange={(e) => setAuto(e.target.value)}
          error={autoError}
          validate={autoCashoutError}
          prefix="×"
        />
      )}
      {action}
    </section>
  );
}
