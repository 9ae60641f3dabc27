// The operator's confirmation before voiding a market: its name, how many bets it refunds, and the reason
// (3-200 characters) every player on it then reads on their bets and in their inbox message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorMarketsResponse } from '../../../contracts/exchange-operator.ts';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { showToast } from '../../components/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { voidExchangeMarket } from './exchange-panel-api.ts';

type Market = OperatorMarketsResponse['markets'][number];

export function VoidDialog({ market, onClose, onDone }: { market: Market; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const done = await voidExchangeMarket(market.marketKey, reason);
      showToast(t(`errors:${done.code}`, { defaultValue: done.message }), { tone: 'success' });
      onDone();
    } catch (err) {
      // A refused reason answers the catalogue's English text per field: FormError recognises it and says it in Bangla too.
      const field = err instanceof ApiError ? Object.values(err.errors ?? {})[0] : undefined;
      setError(err instanceof ApiError ? field || err.code || err.message : 'unexpectedError');
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('exchangeDesk.voidTitle', { market: market.lineTitle ?? market.marketName })}
      onClose={onClose}
      footer={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('exchangeDesk.void')}
        </Button>
      }
    >
      <p>
        {market.eventName} · {t('exchangeDesk.voidNote', { bets: f.integer(market.bets) })}
      </p>
      <TextField label={t('exchangeDesk.voidReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <FormError error={error} />
    </Dialog>
  );
}
