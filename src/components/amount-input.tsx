// An amount of taka: a field that takes Bengali or Latin digits alike (a Bangla keyboard types
// ০-৯) and shows them in the language's digits, quick amounts that fill it with one tap, and the
// limits under it. The value the owner keeps is plain Latin digits ("1500"), ready for Number().
// The quick amounts are a grid that wraps: five across on a wide screen, three on a 360 px phone,
// never wider than the field.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '../lib/format.ts';
import { useFormat } from '../lib/use-format.ts';
import { FormField, type FieldChrome } from './form-field.tsx';
import './amount-input.css';

interface AmountInputProps extends Omit<FieldChrome, 'hint'> {
  /** Latin digits, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  quickAmounts?: readonly number[];
  min?: number;
  max?: number;
  /** Decimal places a player may type (taka amounts are whole by default). */
  decimals?: 0 | 2;
  hint?: ReactNode;
  name?: string;
  id?: string;
}

/** What a player typed, as Latin digits and at most one point with `decimals` places. */
export function normaliseAmount(text: string, decimals: 0 | 2): string {
  const latin = toLatinDigits(text).replace(/[^0-9.]/g, '');
  if (decimals === 0) return latin.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  const [whole, ...rest] = latin.split('.');
  const cleanWhole = whole.replace(/^0+(?=\d)/, '');
  return rest.length ? `${cleanWhole}.${rest.join('').slice(0, decimals)}` : cleanWhole;
}

export function AmountInput({
  label,
  value,
  onChange,
  quickAmounts = [],
  min,
  max,
  decimals = 0,
  hint,
  error,
  validate,
  className,
  name,
  id,
}: AmountInputProps) {
  const { t } = useTranslation('common');
  const f = useFormat();
  const limits =
    min !== undefined && max !== undefined ? t('amountLimits', { min: f.taka(min, { whole: true }), max: f.taka(max, { whole: true }) }) : undefined;
  return (
    <div className={`amount-input${className ? ` ${className}` : ''}`}>
      <FormField label={label} hint={hint ?? limits} error={error} validate={validate} value={value} id={id}>
        {(control) => (
          <div className="input-box">
            <span className="input-prefix" aria-hidden="true">
              ৳
            </span>
            <input
              className="input num"
              {...control}
              name={name}
              inputMode={decimals ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={f.digits(value)}
              onChange={(e) => onChange(normaliseAmount(e.target.value, decimals))}
            />
          </div>
        )}
      </FormField>
      {quickAmounts.length > 0 && (
        <div className="quick-amount-grid" role="group" aria-label={t('quickAmounts')}>
          {quickAmounts.map((amount) => (
            <button key={amount} type="button" className="quick-amount" aria-pressed={value === String(amount)} onClick={() => onChange(String(amount))}>
              {f.integer(amount)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
