// Promotions in both languages, the console's one place for them: every promotion (withdrawn ones too)
// with its bonus, turnover, dates and status, Edit and Withdraw / Offer again, and one form for a new or an
// edited promotion: names, descriptions and eligible games in English and Bangla, dates, bonus percent,
// turnover multiple and the promotion's category.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { PROMOTION_CATEGORIES, type Promotion } from '../../../contracts/promotions.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { SelectField } from '../../components/select.tsx';
import { ListTable } from './list-panel.tsx';
import { getAllPromotions, savePromotion } from './promotions-api.ts';
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
  const read = useRead('operator:promotions', getAllPromotions);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const { note, errors, run } = useSaveNote();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => savePromotion(bodyOf(draft), editing === 'new' ? undefined : (editing ?? undefined)))) {
      setEditing(null);
      read.refresh();
    }
  };
  const toggle = async (p: Promotion) => {
    if (await run(() => savePromotion(bodyOf({ ...draftOf(p), status: p.status === 'inactive' ? 'display' : 'inactive' }), p.id))) read.refresh();
  };
  const categories = PROMOTION_CATEGORIES.map((c) => ({
    value: String(c.id),
    label: `${t(`promotions:categories.${c.key}`)}${c.hidden ? ` (${t('hidden')})` : ''}`,
  }));
  return (
    <Card title={t('promotionsTitle')}>
      <div className="catalogue">
        <ListTable
          read={read}
          label={t('promotionsTitle')}
          head={
            <>
              <th>{t('operator:name')}</th>
              <th>{t('operator:deposit_bouns')}</th>
              <th>{t('operator:turnover')}</th>
              <th>{t('promotion.start_date')}</th>
              <th>{t('operator:status')}</th>
              <th>
                <span className="visually-hidden">{t('edit')}</span>
              </th>
            </>
          }
          row={(p) => (
            <tr key={p.id} data-testid="promotion-row">
              <td>
                <strong lang="en">{p.name}</strong> / {p.name_bn || '—'}
              </td>
              <td className="num">{f.percent(p.deposit_bouns)}</td>
              <td className="num">{`× ${f.number(p.turnover)}`}</td>
              <td>
                {f.date(p.start_date)} – {f.date(p.end_date)}
              </td>
              <td>
                <Badge tone={p.status === 'inactive' ? 'neutral' : 'success'}>{t(`operator:${p.status}`)}</Badge>
              </td>
              <td className="row-actions">
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
              </td>
            </tr>
          )}
        />
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
      </div>
    </Card>
  );
}
