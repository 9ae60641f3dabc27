// The VIP and referral settings: the VIP point rates, the referral share, and the VIP levels by
// lifetime turnover with their names and benefits in English and Bangla.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';
import type { EngagementSettings, VipTier } from '../../../contracts/engagement.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextField } from '../../components/form-field.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { useRead } from '../../lib/use-read.ts';
import { deleteTier, getRates, getTiers, grantPoints, putRates, saveTier } from './engagement-api.ts';
import { useSaveNote } from './use-save-note.ts';

type Draft = { name: string; name_bn: string; benefits: string; benefits_bn: string; min_turnover: string };
const EMPTY: Draft = { name: '', name_bn: '', benefits: '', benefits_bn: '', min_turnover: '' };
const RATE_KEYS = ['vp_turnover', 'vp_value', 'referral_share_percent'] as const;

export function EngagementPanel() {
  return (
    <>
      <RatesForm />
      <TiersEditor />
      <GrantForm />
    </>
  );
}

function RatesForm() {
  const read = useRead('operator:rates', getRates);
  return (
    <ReadState read={read} skeleton={null}>
      {(r) => <RatesEditor saved={r} />}
    </ReadState>
  );
}

function RatesEditor({ saved }: { saved: EngagementSettings }) {
  const { t } = useTranslation('engagement');
  const [rates, setRates] = useState<Record<(typeof RATE_KEYS)[number], string>>(() => ({
    vp_turnover: String(saved.vp_turnover),
    vp_value: String(saved.vp_value),
    referral_share_percent: String(saved.referral_share_percent),
  }));
  const { note, errors, run } = useSaveNote();
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(() => putRates(rates as never));
  };
  return (
    <Card title={t('rates')}>
      <form className="settings-form" aria-label={t('rates')} onSubmit={save}>
        {RATE_KEYS.map((k) => (
          <TextField
            key={k}
            label={t(`rate.${k}`)}
            hint={t(`rateHint.${k}`)}
            inputMode="decimal"
            value={rates[k]}
            error={errors[k]}
            onChange={(e) => setRates({ ...rates, [k]: e.target.value })}
          />
        ))}
        <Button type="submit">{t('save')}</Button>
        {note && <p role="status">{note}</p>}
      </form>
    </Card>
  );
}

function TiersEditor() {
  const { t } = useTranslation('engagement');
  const f = useFormat();
  const tiers = useRead('operator:vip-tiers', getTiers);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { note, errors, run } = useSaveNote();
  const edit = (tier: VipTier | null) => {
    setEditing(tier ? tier.id : 'new');
    setDraft(
      tier ? { name: tier.name, name_bn: tier.name_bn, benefits: tier.benefits, benefits_bn: tier.benefits_bn, min_turnover: tier.min_turnover } : EMPTY,
    );
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => saveTier(draft, editing === 'new' ? undefined : (editing ?? undefined)))) {
      setEditing(null);
      tiers.refresh();
    }
  };
  const remove = async (id: number) => {
    if (await run(() => deleteTier(id), t('removed'))) tiers.refresh();
  };
  return (
    <Card title={t('tiers')}>
      <ReadState read={tiers} empty={<EmptyState />} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="catalogue">
            {list.map((tier) => (
              <li key={tier.id} data-testid="tier-row">
                <strong lang="en">{tier.name}</strong> / {tier.name_bn} — {t('from', { amount: f.amount(tier.min_turnover) })}
                <Button size="sm" variant="secondary" onClick={() => edit(tier)}>
                  {t('edit')}
                </Button>
                {tier.min_turnover !== '0.00' && (
                  <Button size="sm" variant="danger" onClick={() => void remove(tier.id)}>
                    {t('remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ReadState>
      {editing === null ? (
        <Button onClick={() => edit(null)}>{t('addTier')}</Button>
      ) : (
        <form className="add-form" aria-label={t('tierForm')} onSubmit={(e) => void save(e)}>
          {(Object.keys(EMPTY) as (keyof Draft)[]).map((k) => (
            <TextField key={k} label={t(`tier.${k}`)} value={draft[k]} error={errors[k]} onChange={(e) => setDraft({ ...draft, [k]: e.target.value })} />
          ))}
          <Button type="submit">{t('save')}</Button>
          <Button variant="ghost" onClick={() => setEditing(null)}>
            {t('cancel')}
          </Button>
        </form>
      )}
      {note && <p role="status">{note}</p>}
    </Card>
  );
}

function GrantForm() {
  const { t } = useTranslation('engagement');
  const [grant, setGrant] = useState({ username: '', points: '', reason: '' });
  const { note, errors, run } = useSaveNote();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let done = '';
    const ok = await run(async () => {
      const { data } = await grantPoints(grant);
      done = t('granted', { username: data.username, points: data.vip_coin });
    });
    if (ok) {
      setGrant({ username: '', points: '', reason: '' });
      await run(async () => undefined, done);
    }
  };
  return (
    <Card title={t('grantTitle')}>
      <form className="settings-form" aria-label={t('grantTitle')} onSubmit={(e) => void submit(e)}>
        {(['username', 'points', 'reason'] as const).map((k) => (
          <TextField key={k} label={t(`grant.${k}`)} value={grant[k]} error={errors[k]} onChange={(e) => setGrant({ ...grant, [k]: e.target.value })} />
        ))}
        <Button type="submit">{t('grantButton')}</Button>
        {note && <p role="status">{note}</p>}
      </form>
    </Card>
  );
}
