// Beside each runner: the player's profit or loss if that runner wins, from the matched bets held
// (positions), and while the slip is filled on the same market, what it would be with that bet too.
// Each label reads two numbers of its own (derived atoms), so typing a stake renders these labels
// only, and a price tick renders none of them. A fancy line shows the money held on it instead.
import { atom } from 'jotai';
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money.tsx';
import { runnerDelta, stakeToPoisha } from '../slip/bet-math.ts';
import { positionsAtom, slipAtom, slipStakeAtom } from '../my-bets/bet-state.ts';
import { countRender } from '../render-counts.ts';

const toPoisha = (taka: number) => Math.round(taka * 100);

/** "If placed", read only while a preview shows: a runner with none asks i18next for nothing. */
function IfPlaced() {
  const { t } = useTranslation('exchange');
  return <span className="visually-hidden">{t('pnl.ifPlaced')}</span>;
}

export const RunnerPnl = memo(function RunnerPnl({ marketId, selectionId }: { marketId: string; selectionId: string }) {
  const { held, preview } = useMemo(() => {
    const heldAtom = atom((get) => {
      const runner = get(positionsAtom)[marketId]?.runners.find((r) => r.selectionId === selectionId);
      return runner ? toPoisha(runner.profitLoss) : null;
    });
    const previewAtom = atom((get) => {
      const slip = get(slipAtom);
      const stake = stakeToPoisha(get(slipStakeAtom));
      if (!slip || slip.marketId !== marketId || slip.marketType === 'fancy' || stake === 0) return null;
      return (get(heldAtom) ?? 0) + runnerDelta({ ...slip, stakePoisha: stake }, selectionId);
    });
    return { held: heldAtom, preview: previewAtom };
  }, [marketId, selectionId]);
  const now = useAtomValue(held);
  const next = useAtomValue(preview);
  countRender('RunnerPnl');
  if (now === null && next === null) return null;
  return (
    <span className="runner-pnl" data-testid="runner-pnl">
      {now !== null && <Money value={now / 100} signed testId="runner-pnl-now" />}
      {next !== null && (
        <span className="runner-pnl-preview">
          <IfPlaced />
          <span aria-hidden="true">» </span>
          <Money value={next / 100} signed testId="runner-pnl-preview" />
        </span>
      )}
    </span>
  );
});

/** A fancy line's money held (its worst case), matched to the line by its key and its title when placed. */
export const LinePnl = memo(function LinePnl({ eventId, lineId, title }: { eventId: string; lineId: string; title: string }) {
  const liability = useAtomValue(
    useMemo(
      () =>
        atom((get) => {
          for (const p of Object.values(get(positionsAtom))) {
            if (p.marketType !== 'fancy' || p.eventId !== eventId || p.lineTitle !== title) continue;
            const lineKey = p.marketKey.slice(eventId.length + 1);
            if (lineKey === lineId || lineKey.startsWith(`${lineId}@`)) return toPoisha(p.liability);
          }
          return null;
        }),
      [eventId, lineId, title],
    ),
  );
  if (liability === null) return null;
  return (
    <span className="runner-pnl" data-testid="line-pnl">
      <Money value={-liability / 100} signed />
    </span>
  );
});
