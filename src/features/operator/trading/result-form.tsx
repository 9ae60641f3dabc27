// A market's result from the desk: settle a fancy line on the runs made (a bookmaker on its winner), or
// void it (every bet refunded), each with the reason the audit keeps. The market then leaves the live desk
// for the resulted list (resulted-list.tsx), which offers its roll back (every payment reversed, the
// market waits for a new result) and, once it waits, this form again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradedMarket, TradingEvent } from '../../../../contracts/exchange-trading.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { FormError } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { usesTwin } from '../../../lib/i18n.ts';
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

/** The runners a bookmaker is settled on, named in the reader's language (the event's names). */
function WinnerField({ line, event, value, onChange }: { line: TradedMarket; event: TradingEvent; value: string; onChange: (v: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  const nameOf = (selectionId: string, name: string) => {
    const known = event.runners.find((r) => r.selectionId === selectionId);
    return known && usesTwin(i18n.language) ? known.name_bn : name;
  };
  return (
    <SelectField
      label={t('tradingDesk.winner')}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('tradingDesk.chooseWinner') },
        ...line.runners.map((r) => ({ value: r.selectionId, label: nameOf(r.selectionId, r.name) })),
      ]}
    />
  );
}

export function ResultForm({ line, event, onDone }: { line: TradedMarket; event: TradingEvent; onDone: (market: TradedMarket) => void }) {
  const { t } = useTranslation('operator');
  const [runs, setRuns] = useState('');
  const [winner, setWinner] = useState('');
  const [reason, setReason] = useState('');
  const { error, busy, run } = useResult(onDone);
  const bookmaker = line.kind === 'bookmaker';
  const settle = () => settleTradedMarket(line.id, bookmaker ? { winner, reason } : { runs: /^\d{1,4}$/.test(runs) ? Number(runs) : Number.NaN, reason });
  return (
    <div className="trading-settle" data-testid="trading-settle">
      {bookmaker ? (
        <WinnerField line={line} event={event} value={winner} onChange={setWinner} />
      ) : (
        <TextField label={t('tradingDesk.runsMade')} inputMode="numeric" value={runs} onChange={(e) => setRuns(e.target.value)} />
      )}
      <TextField label={t('tradingDesk.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <FormError error={error} />
      <Button variant="danger" loading={busy} onClick={() => void run(settle)}>
        {t(bookmaker ? 'tradingDesk.settleBookmaker' : 'tradingDesk.settle')}
      </Button>
      <Button variant="secondary" loading={busy} onClick={() => void run(() => voidTradedMarket(line.id, { reason }))}>
        {t('tradingDesk.voidLine')}
      </Button>
    </div>
  );
}

export function RollBackForm({ line, onDone }: { line: TradedMarket; onDone: (market: TradedMarket) => void }) {
  const { t, i18n } = useTranslation('operator');
  const [reason, setReason] = useState('');
  const { error, busy, run } = useResult(onDone);
  return (
    <div className="trading-settle" data-testid="trading-rollback">
      <p>{t('tradingDesk.rollBackOf', { title: usesTwin(i18n.language) && line.titleBn ? line.titleBn : line.title })}</p>
      <TextField label={t('tradingDesk.rollBackReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      <FormError error={error} />
      <Button variant="secondary" loading={busy} onClick={() => void run(() => rollBackTradedMarket(line.id, { reason }))}>
        {t('tradingDesk.rollBack')}
      </Button>
    </div>
  );
}
