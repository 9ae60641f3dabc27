// The event's bookmaker from the desk: a back and a lay rate for every runner of the match odds (90 is
// 1.90). With no bookmaker yet it opens one, suspended, with the site's usual limits (as a new fancy line
// does); once there, the same fields edit its rates. Its state has its own switch (bookmaker-state.tsx,
// the M key) and follows the Shift keys of the whole event too.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usesTwin } from '../../../lib/i18n.ts';
import type { TradedMarket, TradingEvent } from '../../../../contracts/exchange-trading.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { FormError } from '../../../components/notice.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { codeOf, editTradedMarket, openBookmaker } from './api.ts';

const rate = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : Number.NaN);
type Rates = Record<string, { back: string; lay: string }>;

function ratesOf(runners: TradingEvent['runners'], bookmaker: TradedMarket | undefined): Rates {
  const out: Rates = {};
  for (const r of runners) {
    const priced = bookmaker?.runners.find((p) => p.selectionId === r.selectionId);
    out[r.selectionId] = { back: priced ? String(priced.back) : '', lay: priced ? String(priced.lay) : '' };
  }
  return out;
}

export function BookmakerForm({ event, bookmaker, onSaved }: { event: TradingEvent; bookmaker: TradedMarket | undefined; onSaved: () => void }) {
  const { t, i18n } = useTranslation('operator');
  const [rates, setRates] = useState(() => ratesOf(event.runners, bookmaker));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (selectionId: string, side: 'back' | 'lay', value: string) =>
    setRates((all) => ({ ...all, [selectionId]: { ...all[selectionId]!, [side]: value } }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const runners = event.runners.map((r) => ({ selectionId: r.selectionId, back: rate(rates[r.selectionId]!.back), lay: rate(rates[r.selectionId]!.lay) }));
    try {
      const done = bookmaker
        ? await editTradedMarket(bookmaker.id, { runners })
        : await openBookmaker({ eventId: event.eventId, title: 'Bookmaker', runners, minStake: 100, maxStake: 50_000, maxProfit: 1_000_000, open: false });
      showToast(t(`errors:${done.code}`, { defaultValue: done.message }), { tone: 'success' });
      onSaved();
    } catch (err) {
      setError(codeOf(err));
    } finally {
      setBusy(false);
    }
  };
  if (event.runners.length === 0) return null;
  return (
    <form className="trading-new-line" onSubmit={(e) => void submit(e)} data-testid="trading-bookmaker">
      <h3>{t('tradingDesk.bookmaker')}</h3>
      {event.runners.map((r) => (
        <div className="trading-new-line-values" key={r.selectionId}>
          <TextField
            label={t('tradingDesk.backRate', { name: usesTwin(i18n.language) ? r.name_bn : r.name })}
            inputMode="numeric"
            value={rates[r.selectionId]?.back ?? ''}
            onChange={(e) => set(r.selectionId, 'back', e.target.value)}
          />
          <TextField
            label={t('tradingDesk.layRate', { name: usesTwin(i18n.language) ? r.name_bn : r.name })}
            inputMode="numeric"
            value={rates[r.selectionId]?.lay ?? ''}
            onChange={(e) => set(r.selectionId, 'lay', e.target.value)}
          />
        </div>
      ))}
      <FormError error={error} />
      <Button type="submit" variant="primary" loading={busy}>
        {t(bookmaker ? 'tradingDesk.saveBookmaker' : 'tradingDesk.openBookmaker')}
      </Button>
    </form>
  );
}
