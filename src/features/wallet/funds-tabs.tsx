// The Funds page's two tabs; each tab is its own route (/deposit, /withdrawal).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Tabs } from '../../components/tabs.tsx';
import './wallet.css';

export function FundsTabs({ active }: { active: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  return (
    <Tabs label={t('funds')} active={active} onChange={(k) => navigate(`/${k}`)}
      items={[{ key: 'deposit', label: t('deposit') }, { key: 'withdrawal', label: t('withdrawal') }]} />
  );
}

export function AmountPicker({ amounts, value, onChange, limits }: {
  amounts: readonly number[]; value: string; onChange: (v: string) => void; limits: { min: number; max: number };
}) {
  const { t } = useTranslation('wallet');
  return (
    <fieldset className="amount-picker">
      <legend>{t('amount')}</legend>
      <div className="quick-amounts">
        {amounts.map((a) => (
          <button key={a} type="button" className={value === String(a) ? 'active' : undefined} onClick={() => onChange(String(a))}>{a}</button>
        ))}
      </div>
      <input aria-label={t('amount')} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))} />
      <p className="limits">{t('limits', { min: limits.min.toLocaleString('en'), max: limits.max.toLocaleString('en') })}</p>
    </fieldset>
  );
}
