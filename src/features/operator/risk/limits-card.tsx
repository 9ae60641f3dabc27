// Limits and blocks: every limit rule (the site's defaults per kind first, then overrides per event,
// market and player) with one form that saves a rule by its scope and target, and the blocks with a
// form to block an event or a market for everybody or one player. The server checks everything again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitAmounts, LimitRule } from '../../../../contracts/risk.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Money } from '../../../components/money.tsx';
import { FormError } from '../../../components/notice.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { parseNumber } from '../../../lib/format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { deleteBlock, deleteLimitRule, getBlocks, getLimitRules, postBlock, putLimitRule } from './api.ts';

const FIELDS: (keyof LimitAmounts)[] = ['minStake', 'maxStake', 'maxProfit', 'marketMaxStake', 'marketMaxProfit'];
const KINDS = ['*', 'match_odds', 'bookmaker', 'fancy', 'racing'] as const;
type Scope = LimitRule['scope'];
const codeOf = (err: unknown) => (err instanceof ApiError ? Object.values(err.errors ?? {})[0] || err.code || err.message : 'unexpectedError');
const amount = (text: string) => (text.trim() === '' ? null : (parseNumber(text) ?? Number.NaN));

function targetOf(r: LimitRule): string {
  if (r.scope === 'event') return r.eventId;
  if (r.scope === 'market') return r.marketKey;
  if (r.scope === 'player') return r.username ?? String(r.userId);
  return r.sport;
}

function RuleForm({ onSaved, from }: { onSaved: () => void; from: LimitRule | null }) {
  const { t } = useTranslation('operator');
  const [scope, setScope] = useState<Scope>(from?.scope ?? 'event');
  const [kind, setKind] = useState<(typeof KINDS)[number]>((from?.marketKind as (typeof KINDS)[number]) ?? '*');
  const [target, setTarget] = useState(from ? (from.scope === 'player' ? String(from.userId) : targetOf(from)) : '');
  const [draft, setDraft] = useState<Record<keyof LimitAmounts, string>>(
    () => Object.fromEntries(FIELDS.map((k) => [k, from?.limits[k] === null || !from ? '' : String(from.limits[k])])) as Record<keyof LimitAmounts, string>,
  );
  const [error, setError] = useState<string | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const limits = Object.fromEntries(FIELDS.map((k) => [k, amount(draft[k])])) as LimitAmounts;
      const where =
        scope === 'event'
          ? { eventId: target }
          : scope === 'market'
            ? { marketKey: target }
            : scope === 'player'
              ? { userId: parseNumber(target) ?? 0 }
              : { sport: target || '*' };
      await putLimitRule({ scope, marketKind: scope === 'market' ? '*' : kind, ...where, limits });
      showToast(t('errors:riskLimitsSaved'), { tone: 'success' });
      onSaved();
    } catch (err) {
      setError(codeOf(err));
    }
  };
  return (
    <form className="risk-rule-form" aria-label={t('riskDesk.saveRule')} onSubmit={save}>
      <SegmentedControl
        label={t('riskDesk.scope')}
        value={scope}
        onChange={setScope}
        options={(['default', 'event', 'market', 'player'] as const).map((s) => ({ value: s, label: t(`riskDesk.scopes.${s}`) }))}
      />
      <SegmentedControl
        label={t('riskDesk.kindLabel')}
        value={kind}
        onChange={setKind}
        options={KINDS.map((k) => ({ value: k, label: t(`riskDesk.kind.${k === '*' ? 'any' : k}`) }))}
      />
      <TextField label={t(`riskDesk.target.${scope}`)} value={target} onChange={(e) => setTarget(e.target.value)} />
      <div className="risk-fields">
        {FIELDS.map((k) => (
          <TextField
            key={k}
            label={t(`riskDesk.field.${k}`)}
            inputMode="decimal"
            value={draft[k]}
            onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
          />
        ))}
      </div>
      <FormError error={error} />
      <Button type="submit">{t('save')}</Button>
    </form>
  );
}

function Blocks() {
  const { t } = useTranslation('operator');
  const read = useRead('operator:risk:blocks', getBlocks);
  const [scope, setScope] = useState<'event' | 'market'>('event');
  const [target, setTarget] = useState('');
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await postBlock({ scope, target, reason, ...(userId.trim() ? { userId: parseNumber(userId) ?? 0 } : {}) });
      showToast(t('errors:riskBlockSaved'), { tone: 'success' });
      read.refresh();
    } catch (err) {
      setError(codeOf(err));
    }
  };
  const blocks = read.data?.blocks ?? [];
  return (
    <div data-testid="risk-blocks">
      <h3>{t('riskDesk.blocks')}</h3>
      <ReadState read={read} empty={<EmptyState />} isEmpty={() => blocks.length === 0}>
        <ul className="risk-flags">
          {blocks.map((b) => (
            <li key={b.id}>
              <span>
                {t(`riskDesk.scopes.${b.scope}`)} {b.target} · {b.username ?? t('riskDesk.everybody')} · {b.reason}
              </span>
              <Button variant="ghost" size="sm" onClick={() => void deleteBlock(b.id).then(read.refresh)}>
                {t('riskDesk.lift')}
              </Button>
            </li>
          ))}
        </ul>
      </ReadState>
      <form className="risk-rule-form" aria-label={t('riskDesk.block')} onSubmit={save}>
        <SegmentedControl
          label={t('riskDesk.scope')}
          value={scope}
          onChange={setScope}
          options={(['event', 'market'] as const).map((s) => ({ value: s, label: t(`riskDesk.scopes.${s}`) }))}
        />
        <TextField label={t(`riskDesk.target.${scope}`)} value={target} onChange={(e) => setTarget(e.target.value)} />
        <TextField label={t('riskDesk.target.player')} hint={t('riskDesk.everybodyHint')} value={userId} onChange={(e) => setUserId(e.target.value)} />
        <TextField label={t('exchangeDesk.voidReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        <FormError error={error} />
        <Button type="submit">{t('riskDesk.block')}</Button>
      </form>
    </div>
  );
}

export function LimitsCard() {
  const { t } = useTranslation('operator');
  const read = useRead('operator:risk:limits', getLimitRules);
  const [editing, setEditing] = useState<LimitRule | null>(null);
  const rules = read.data?.rules ?? [];
  return (
    <Card title={t('riskDesk.limits')} testId="risk-limits">
      <ReadState read={read}>
        <div className="risk-table-wrap">
          <table className="risk-table">
            <thead>
              <tr>
                <th>{t('riskDesk.scope')}</th>
                <th>{t('riskDesk.kindLabel')}</th>
                {FIELDS.map((k) => (
                  <th key={k}>{t(`riskDesk.field.${k}`)}</th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {rules.map((r) => (
                <tr key={r.id} data-testid="risk-rule-row">
                  <td>
                    {t(`riskDesk.scopes.${r.scope}`)} {targetOf(r)}
                  </td>
                  <td>{t(`riskDesk.kind.${r.marketKind === '*' ? 'any' : r.marketKind}`)}</td>
                  {FIELDS.map((k) => (
                    <td key={k}>{r.limits[k] === null ? '—' : <Money value={r.limits[k]} />}</td>
                  ))}
                  <td>
                    <Button variant="ghost" size="sm" onClick={() => setEditing(r)}>
                      {t('riskDesk.edit')}
                    </Button>
                    {r.scope !== 'default' && (
                      <Button variant="ghost" size="sm" onClick={() => void deleteLimitRule(r.id).then(read.refresh)}>
                        {t('riskDesk.remove')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ReadState>
      <RuleForm key={editing?.id ?? 'new'} from={editing} onSaved={read.refresh} />
      <Blocks />
    </Card>
  );
}
