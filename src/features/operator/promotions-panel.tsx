// Promotions in both languages: every promotion (withdrawn ones too) with Edit and Withdraw / Offer
// again, and one form for a new or an edited promotion: names, descriptions and eligible games in
// English and Bangla, dates, bonus percent, turnover multiple and the spec's category.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';
import { PROMOTION_CATEGORIES, type Promotion } from '../../../contracts/promotions.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { SelectField } from '../../components/select.tsx';
import { getAllPromotions, savePromotion } from './engagement-api.ts';
import { useSaveNote } from './use-save-note.ts';

const TEXT_KEYS = [
  'name',
  'name_bn',
  'desc',
  'desc_bn',
  'eligible_games',
  'eligible_games_bn',
  'thumbnail',
  'start_date',
  'end_date',
  'deposit_bouns',
  'turnover',
] as const;
type Draft = Record<(typeof TEXT_KEYS)[number], string> & { category: string; status: Promotion['status'] };
const today = () => new Date().toISOString().slice(0, 10);
const blank = (): Draft => ({
  name: '',
  name_bn: '',
  desc: '',
  desc_bn: '',
  eligible_games: '',
  eligible_games_bn: '',
  thumbnail: '',
  start_date: today(),
  end_date: today(),
  deposit_bouns: '0',
  turnover: '1',
  category: '99',
  status: 'display',
});
const draftOf = (p: Promotion): Draft => ({
  name: p.name,
  name_bn: p.name_bn,
  desc: p.desc,
  desc_bn: p.desc_bn,
  eligible_games: p.eligible_games,
  eligible_games_bn: p.eligible_games_bn,
  thumbnail: p.thumbnail,
  start_date: p.start_date,
  end_date: p.end_date,
  deposit_bouns: String(p.deposit_bouns),
  turnover: String(p.turnover),
  category: String(p.category),
  status: p.status,
});
const bodyOf = (d: Draft) => ({ ...d, category: Number(d.category) });

export function PromotionsPanel() {
  const { t } = useTranslation(['engagement', 'promotions', 'operator']);
  const f = useFormat();
  const [promotions, setPromotions] = useState<Promotion[]>([]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const { note, errors, run } = useSaveNote();
  const load = () => getAllPromotions().then(setPromotions, () => setPromotions([]));
  useEffect(() => {
    void load();
  }, []);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => savePromotion(bodyOf(draft), editing === 'new' ? undefined : (editing ?? undefined)))) {
      setEditing(null);
      await load();
    }
  };
  const toggle = async (p: Promotion) => {
    if (await run(() => savePromotion(bodyOf({ ...draftOf(p), status: p.status === 'inactive' ? 'display' : 'inactive' }), p.id))) await load();
  };
  const categories = PROMOTION_CATEGORIES.map((c) => ({
    value: String(c.id),
    label: `${t(`promotions:categories.${c.key}`)}${c.hidden ? ` (${t('hidden')})` : ''}`,
  }));
  return (
    <Card title={t('promotionsTitle')}>
      <ul className="catalogue">
        {promotions.map((p) => (
          <li key={p.id} data-testid="promotion-row">
            <strong lang="en">{p.name}</strong> / {p.name_bn || '—'} · {f.date(p.start_date)} – {f.date(p.end_date)} · {t(`operator:${p.status}`)}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setEditing(p.id);
                setDraft(draftOf(p));
              }}
            >
              {t('edit')}
            </Button>
            <Button size="sm" variant={p.status === 'inactive' ? 'secondary' : 'danger'} onClick={() => void toggle(p)}>
              {t(p.status === 'inactive' ? 'offerAgain' : 'withdraw')}
            </Button>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <Button
          onClick={() => {
            setEditing('new');
            setDraft(blank());
          }}
        >
          {t('addPromotion')}
        </Button>
      ) : (
        <form className="add-form" aria-label={t('promotionForm')} onSubmit={(e) => void save(e)}>
          {TEXT_KEYS.map((k) => (
            <TextField key={k} label={t(`promotion.${k}`)} value={draft[k]} error={errors[k]} onChange={(e) => setDraft({ ...draft, [k]: e.target.value })} />
          ))}
          <SelectField
            label={t('promotion.category')}
            value={draft.category}
            options={categories}
            error={errors.category}
            onChange={(category) => setDraft({ ...draft, category })}
          />
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
