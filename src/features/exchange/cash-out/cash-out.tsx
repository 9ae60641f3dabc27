// Cash out on match odds: while the player holds a matched position on the market, the amount that
// would lock in the same profit or loss whichever runner wins, at the prices now (asked again every
// few seconds). A tap asks first (cash-out-confirm.tsx: the amount and the hedge it places); confirmed,
// it places the hedge and a toast says what was locked in, or why not. The server refuses it if the
// amount has got worse than the one confirmed.
import { atom } from 'jotai';
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Money } from '../../../components/money.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { positionsAtom, readAgainAfterBet } from '../my-bets/bet-state.ts';
import { cashOut, getCashOutQuote, newIdempotencyKey } from '../my-bets/bets-api.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { CashOutConfirm, lockedInText } from './cash-out-confirm.tsx';
import { messageOf } from '../slip/place-bet.ts';

export const CASH_OUT_QUOTE_MS = 3000;

export function CashOut({ marketId, eventId }: { marketId: string; eventId: string }) {
  const { t } = useTranslation('exchange');
  // A position worth cashing out: matched, and not already the same on every runner.
  const position = useAtomValue(
    useMemo(
      () =>
        atom((get) => {
          const runners = get(positionsAtom)[marketId]?.runners ?? [];
          return runners.length > 0 && runners.some((r) => r.profitLoss !== runners[0]!.profitLoss) ? runners.map((r) => r.profitLoss).join() : '';
        }),
      [marketId],
    ),
  );
  const f = useFormat();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // Asked again every few seconds while the position holds; a new position asks afresh. A market the feed
  // no longer has (settled and replaced) answers 404: asking again cannot help, and there is nothing to offer.
  const [gone, setGone] = useState<string | null>(null);
  const key = position ? `exchange:cash-out:${marketId}:${position}` : null;
  const read = useRead(key, () => getCashOutQuote(marketId), { every: gone === key ? undefined : CASH_OUT_QUOTE_MS });
  if (read.error instanceof ApiError && read.error.status === 404 && gone !== key) setGone(key);
  // A failed ask keeps the last quote; the next one tries again.
  const quote = read.data;

  if (!position || !quote || gone === key) return null;
  const confirm = async (amount: number) => {
    setBusy(true);
    try {
      const done = await cashOut(marketId, amount, newIdempotencyKey());
      const refused = done.bets.some((b) => b.status === 'refused') || done.amount === null;
      const said = refused ? messageOf(done.code, done.message) : t('cashOut.done', { locked: lockedInText(t, f.taka, done.amount!) });
      showToast(said, { tone: refused ? 'danger' : 'success' });
      setAsking(false);
      await readAgainAfterBet(eventId);
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, '', 'unexpectedError');
      showToast(messageOf(e.code, e.message, e.vars), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cash-out" data-testid="cash-out">
      {quote.available && quote.amount !== null ? (
        <Button variant="primary" block loading={busy} onClick={() => setAsking(true)}>
          {t('cashOut.button')} <Money value={quote.amount} testId="cash-out-amount" />
        </Button>
      ) : (
        <p className="cash-out-off">{messageOf(quote.code, quote.message ?? '')}</p>
      )}
      {asking && <CashOutConfirm quote={quote} busy={busy} onConfirm={(amount) => void confirm(amount)} onClose={() => setAsking(false)} />}
    </div>
  );
}
