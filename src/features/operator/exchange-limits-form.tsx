// The exchange limits per market type: minimum and maximum stake, maximum profit per market, the
// in-play bet delay, and the commission on net market winnings. Saved per type; the server checks again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_TYPES, type MarketType } from '../../../contracts/exchange-bets.ts';
import type { ExchangeLimits, ExchangeSettings } from '../../../contracts/exchange-operator.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { showToast } from '../../components/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { parseNumber } from '../../lib/format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getExchangeLimits, putExchangeLimits } from './exchange-panel-api.ts';

const FIELDS: (keyof ExchangeLimits)[] = ['minStake', 'maxStake', 'maxProfit', 'betDelaySeconds', 'commissionPercent'];
type Draft = Record<keyof ExchangeLimits, string>;
const toDraft = (l: ExchangeLimits): Draft => Object.fromEntries(FIELDS.map((k) => [k, String(l[k])])) as Draft;

function TypeForm({ type, limits, onSaved }: { type: MarketType; limits: ExchangeLimits; onSaved: (s: ExchangeSettings) => void }) {
  const { t } = useTranslation('operator');
  const [draft, setDraft] = useState<Draft>(() => toDraft(limits));
  const [error, setError] = useState<{ code?: string; vars?: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const values = Object.fromEntries(FIELDS.map((k) => [k, parseNumber(draft[k]) ?? NaN])) as ExchangeLimits;
      const saved = await putExchangeLimits({ [type]: values });
      showToast(t('exchangeDesk.saved'), { tone: 'success' });
      onSaved(saved.settings);
    } catch (err) {
      // A field's message is the catalogue's English text, maybe filled in: FormError recognises it and says it in Bangla.
      const first = err instanceof ApiError ? Object.values(err.errors ?? {})[0] : undefined;
      setError(err instanceof ApiError ? (first ? { code: first } : { code: err.code ?? err.message, vars: err.vars }) : { code: 'unexpectedError' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="exchange-limits-form" aria-label={t(`exchangeDesk.type.${type}`)} onSubmit={save}>
      <h3>{t(`exchangeDesk.type.${type}`)}</h3>
      <div className="exchange-limits-fields">
        {FIELDS.map((k) => (
          <TextField
            key={k}
            label={t(`exchangeDesk.limit.${k}`)}
            inputMode="decimal"
            value={draft[k]}
            onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
          />
        ))}
      </div>
      <FormError error={error?.code} vars={error?.vars} />
      <Button type="submit" loading={busy}>
        {t('save')}
      </Button>
    </form>
  );
}

export function ExchangeLimitsForm() {
  const { t } = useTranslation('operator');
  const read = useRead('operator:exchange:limits', getExchangeLimits);
  // What a save answers is the new settings: shown as they are, with no second read.
  const saved = (settings: ExchangeSettings) => read.update(() => settings);
  return (
    <Card title={t('exchangeDesk.limits')} testId="exchange-limits">
      <ReadState read={read} skeleton={null}>
        {(settings) =>
          MARKET_TYPES.map((type) => <TypeForm key={`${type}:${JSON.stringify(settings[type])}`} type={type} limits={settings[type]} onSaved={saved} />)
        }
      </ReadState>
    </Card>
  );
}
