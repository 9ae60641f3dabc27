// A line's result from the desk: settle on the runs made, or void it (every bet refunded), each with the
// reason the audit keeps. The line then leaves the live desk, so the desk keeps the last resulted line and
// offers its roll back (every payment reversed, the line waits for a new result) until another is chosen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradedMarket } from '../../../../contracts/exchange-trading.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { FormError } from '../../../components/notice.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { codeOf, rollBackTradedMarket, settleTradedMarket, voidTradedMarket } from './api.ts';

type Resulted = { market: TradedMarket; message: string; code: string };

/** Runs a result call, says what it did, and hands its market on; an error stays on the form. */
function useResult(onDone: (market: TradedMarket) => void) {
  const { t } = useTranslation('operator');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<Resulted>) => {
    setBusy(true);
    setError(null);
    try {
      const done = await call();
      showToast(t(`errors:${done.code}`, { defaultValue: done.message }), { tone: 'success' });
      onDone(done.market);
    } catch (err) {
      setError(codeOf(err));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

export function ResultForm({ line, onDone }: { line: TradedMarket; onDone: (market: TradedMarket) => void }) {
  const { t } = useTranslation('operator');
  const [runs, setRuns] = useState('');
  const [reason, setReason] = useState('');
  const { error, busy, run } = useResult(onDone);
  return (
    <div className="trading-settle" data-testid="trading-settle">
      <TextField label={t('tradingDesk.runsMade')} inputMode="numeric" value={runs} onChange={(e) => setRuns(e.target.value)} />
      <TextField label={t('tradingDesk.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <FormError error={error} />
      <Button
        variant="danger"
        loading={busy}
        onClick={() => void run(() => settleTradedMarket(line.id, { runs: /^\d{1,4}$/.test(runs) ? Number(runs) : Number.NaN, reason }))}
      >
        {t('tradingDesk.settle')}
      </Button>
      <Button variant="secondary" loading={busy} onClick={() => void run(() => voidTradedMarket(line.id, { reason }))}>
        {t('tradingDesk.voidLine')}
      </Button>
    </div>
  );
}

export function RollBackForm({ line, onDone }: { line: TradedMarket; onDone: (market: TradedMarket) => void }) {
  const { t } = useTranslation('operator');
  const [reason, setReason] = useState('');
  const { error, busy, run } = useResult(onDone);
  return (
    <div className="trading-settle" data-testid="trading-rollback">
      <p>{t('tradingDesk.resulted', { title: line.title })}</p>
      <TextField label={t('tradingDesk.rollBackReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <FormError error={error} />
      <Button variant="secondary" loading={busy} onClick={() => void run(() => rollBackTradedMarket(line.id, { reason }))}>
        {t('tradingDesk.rollBack')}
      </Button>
    </div>
  );
}
