// A checkbox with its label as one 44 px tap target (the whole row toggles), an optional hint and
// an error, described for screen readers like the other fields. The real input stays in the page
// (keyboard, forms, autofill); only its look is drawn.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import './checkbox.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

export function Checkbox({ label, checked, onChange, hint, error, className, id, ...input }: CheckboxProps) {
  const { t } = useTranslation('errors');
  const autoId = useId();
  const inputId = id ?? autoId;
  const shownError = checked ? undefined : error;
  const describedBy = [hint && `${inputId}-hint`, shownError && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`checkbox${className ? ` ${className}` : ''}`}>
      <label className="checkbox-row" htmlFor={inputId}>
        <input
          type="checkbox"
          className="checkbox-input"
          id={inputId}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          {...input}
        />
        <span className="checkbox-box" aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
        <span className="checkbox-label">{label}</span>
      </label>
      {hint && (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {shownError && (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {t(shownError, { defaultValue: shownError })}
        </p>
      )}
    </div>
  );
}
