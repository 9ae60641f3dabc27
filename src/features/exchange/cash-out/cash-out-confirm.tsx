// The cash out's question before anything is placed: what the player locks in (a profit or a loss, the same
// whichever runner wins) and the hedge bets that do it, at the prices asked again every few seconds while
// it is open; Confirm places exactly the amount shown (said in the text, not on the narrow button), Keep my
// bets places nothing.
import { useTranslation } from 'react-i18next';
import type { CashOutQuote } from '../../../../contracts/exchange-bets.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { messageOf } from '../slip/place-bet.ts';
import { FeedName } from '../feed/feed-names.tsx';

/** "You lock in a profit of ৳ 41.50 whichever runner wins." (or a loss), in the reader's language. */
export function lockedInText(t: (key: string, vars: Record<string, string>) => string, taka: (v: number) => string, amount: number): string {
  return amount >= 0 ? t('cashOut.lockProfit', { amount: taka(amount) }) : t('cashOut.lockLoss', { amount: taka(-amount) });
}

export function CashOutConfirm({
  quote,
  busy,
  onConfirm,
  onClose,
}: {
  quote: CashOutQuote;
  busy: boolean;
  onConfirm: (amount: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const amount = quote.available ? quote.amount : null;
  return (
    <Dialog
      title={t('cashOut.confirmTitle')}
      name="cash-out-confirm"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cashOut.back')}
          </Button>
          <Button variant="primary" loading={busy} disabled={amount === null} onClick={() => amount !== null && onConfirm(amount)}>
            {t('cashOut.confirm')}
          </Button>
        </>
      }
    >
      {amount === null ? (
        <p>{messageOf(quote.code, quote.message ?? '')}</p>
      ) : (
        <>
          <p className="cash-out-locks" data-testid="cash-out-locks">
            {lockedInText(t, f.taka, amount)}
          </p>
          <p className="cash-out-places">{t('cashOut.places')}</p>
          <ul className="cash-out-hedges">
            {quote.bets.map((b) => (
              <li key={`${b.selectionId}:${b.side}`}>
                {t(`side.${b.side}`)} <FeedName name={b.selectionName} /> · <Money value={b.stake} /> · {f.odds(b.price)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
