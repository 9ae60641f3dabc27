// One kind of limit (deposit or loss) for its three periods: what is in force, what is used of it, a
// change waiting out its 24 hours, and an editor. Lowering applies at once; raising or removing waits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_PERIODS, type Limit, type LimitKind, type LimitPeriod, type SaferPlayState } from '../../../contracts/safer-play.ts';
import { AmountInput } from '../../components/amount-input.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { FormError } from '../../components/notice.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { setLimit } from './api.ts';

export function LimitCard({ kind, limits, onSaved }: { kind: LimitKind; limits: Limit[]; onSaved: (s: SaferPlayState, waiting: boolean) => void }) {
  const { t } = useTranslation('safer-play');
  return (
    <Card title={t(kind === 'deposit' ? 'depositLimits' : 'lossLimits')} testId={`${kind}-limits`}>
      <p className="safer-hint">{t(kind === 'deposit' ? 'depositLimitsHint' : 'lossLimitsHint')}</p>
      <ul className="safer-limits">
        {LIMIT_PERIODS.map((period) => {
          const limit = limits.find((l) => l.kind === kind && l.period === period);
          return limit ? <LimitRow key={period} limit={limit} onSaved={onSaved} /> : null;
        })}
      </ul>
    </Card>
  );
}

function LimitRow({ limit, onSaved }: { limit: Limit; onSaved: (s: SaferPlayState, waiting: boolean) => void }) {
  const { t } = useTranslation('safer-play');
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(limit.amount === null ? '' : String(limit.amount));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const periodLabel = t(`period.${limit.period as LimitPeriod}`);

  const save = async (amount: number | null) => {
    if (amount !== null && !(amount >= 1)) {
      setError('limitAmountInvalid');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const state = await setLimit(limit.kind, limit.period, amount);
      const after = state.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
      onSaved(state, after?.pending !== null);
      setEditing(false);
    } catch (e) {
      setError(e instanceof ApiError && e.code ? e.code : 'networkError');
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="safer-limit" data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className="safer-limit-head">
        <span className="safer-limit-period">{periodLabel}</span>
        <strong className="safer-limit-amount">{limit.amount === null ? t('noLimit') : f.taka(limit.amount, { whole: true })}</strong>
      </div>
      <p className="safer-limit-used">
        {limit.amount === null
          ? t('usedNoLimit', { used: f.taka(limit.used) })
          : t('used', { used: f.taka(limit.used), limit: f.taka(limit.amount, { whole: true }) })}
      </p>
      {limit.pending && (
        <p className="safer-limit-pending" data-testid="limit-pending">
          {limit.pending.amount === null
            ? t('pendingRemoval', { at: f.dateTime(limit.pending.effective_at) })
            : t('pendingRaise', { amount: f.taka(limit.pending.amount, { whole: true }), at: f.dateTime(limit.pending.effective_at) })}
        </p>
      )}
      {!editing && (
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('newLimit', { period: periodLabel })}
        </Button>
      )}
      {editing && (
        <form
          className="safer-limit-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save(value === '' ? NaN : Number(value));
          }}
        >
          <AmountInput
            label={t('newLimit', { period: periodLabel })}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            error={error === 'limitAmountInvalid' ? error : null}
          />
          <FormError error={error && error !== 'limitAmountInvalid' ? error : null} />
          <div className="safer-actions">
            <Button type="submit" loading={busy}>
              {t('saveLimit')}
            </Button>
            {limit.amount !== null && (
              <Button variant="ghost" disabled={busy} onClick={() => void save(null)}>
                {t('removeLimit')}
              </Button>
            )}
            <Button variant="ghost" disabled={busy} onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
