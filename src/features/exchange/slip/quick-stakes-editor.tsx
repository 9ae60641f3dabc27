// The six quick stakes, edited: one whole-taka field each, saved together. Used in a dialog from the
// bet slip and on the exchange profile page.
import { useAtom } from '../../../lib/atom-hooks.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/amount-input.tsx';
import { Button } from '../../../components/button.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { DEFAULT_QUICK_STAKES, PREF_STAKE_MAX, betPrefsAtom } from './bet-prefs.ts';

export function QuickStakesEditor({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const [prefs, setPrefs] = useAtom(betPrefsAtom);
  const [values, setValues] = useState(() => prefs.quickStakes.map(String));
  const invalid = (v: string) => !(Number(v) > 0 && Number(v) <= PREF_STAKE_MAX);
  const [tried, setTried] = useState(false);
  const save = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (values.some(invalid)) return;
    setPrefs({ quickStakes: values.map(Number) });
    if (onDone) onDone();
    else showToast(t('prefs.saved'), { tone: 'success' });
  };
  return (
    <form className="quick-stakes-editor" onSubmit={save} aria-label={t('prefs.quickStakes')}>
      <div className="quick-stakes-fields">
        {values.map((v, i) => (
          <AmountInput
            key={i}
            label={t('prefs.quickStake', { n: f.integer(i + 1) })}
            value={v}
            error={tried && invalid(v) ? t('prefs.stakeInvalid') : undefined}
            validate={(next) => (invalid(next) ? t('prefs.stakeInvalid') : undefined)}
            onChange={(next) => setValues((list) => list.map((old, j) => (j === i ? next : old)))}
          />
        ))}
      </div>
      <div className="quick-stakes-actions">
        <Button variant="ghost" onClick={() => setValues(DEFAULT_QUICK_STAKES.map(String))}>
          {t('prefs.resetStakes')}
        </Button>
        <Button type="submit">{t('prefs.save')}</Button>
      </div>
    </form>
  );
}
