// What the house game screens share around a play: one call at a time with its busy state, a refusal
// said above the play button (an ended session ends the screen: use-house-session.ts), the line that
// says the round's outcome, and the stake presets.
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/money.tsx';
import { FormError } from '../../components/notice.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import type { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';

type Said = { code?: string; vars?: Record<string, string>; message: string };

/** `settle` is the session's (use-house-session.ts): it turns any failure into the ApiError to show. */
export function useHousePlay(settle: (error: unknown) => ApiError) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Said | null>(null);
  const onError = useCallback(
    (e: unknown) => {
      const err = settle(e);
      setError({ code: err.code, vars: err.vars, message: err.message });
    },
    [settle],
  );
  /** Runs one play (a spin, a throw, a bet, a cash-out): the last refusal clears, a new one is said. */
  const play = async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onError, play };
}

export function HouseError({ error }: { error: Said | null }) {
  return error && <FormError error={error.code ?? error.message} vars={error.vars} />;
}

/** The outcome line: while playing, then the win (or no win) of the last round, else ready. */
export function HouseResult({
  testId,
  busy,
  busyText,
  payout,
  readyText,
}: {
  testId: string;
  busy: boolean;
  busyText: ReactNode;
  payout: number | null;
  readyText: ReactNode;
}) {
  const { t } = useTranslation('house');
  return (
    <p className="house-result" role="status" data-testid={testId}>
      {busy ? (
        busyText
      ) : payout !== null ? (
        payout > 0 ? (
          <>
            {t('win')} <Money value={payout} />
          </>
        ) : (
          t('noWin')
        )
      ) : (
        readyText
      )}
    </p>
  );
}

export function StakePresets({
  label,
  presets,
  value,
  onChange,
}: {
  label: string;
  presets: readonly number[];
  value: number;
  onChange: (stake: number) => void;
}) {
  const f = useFormat();
  return (
    <SegmentedControl
      label={label}
      showLabel
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
      options={presets.map((s) => ({ value: String(s), label: f.taka(s, { whole: true }) }))}
    />
  );
}
