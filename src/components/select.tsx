// A labelled native select: the platform's own picker (best on a cheap Android phone), drawn to
// match the text field, with the same hint and error handling (form-field.tsx).
import type { SelectHTMLAttributes } from 'react';
import { FormField, type FieldChrome } from './form-field.tsx';
import { Icon } from './icon.tsx';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps<V extends string> extends FieldChrome, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'value' | 'onChange'> {
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}

export function SelectField<V extends string>({ label, hint, error, validate, className, value, options, onChange, id, ...select }: SelectFieldProps<V>) {
  return (
    <FormField label={label} hint={hint} error={error} validate={validate} value={value} id={id} className={className}>
      {(control) => (
        <div className="input-box select-box">
          <select className="select" {...control} {...select} value={value} onChange={(e) => onChange(e.target.value as V)}>
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" className="select-arrow" />
        </div>
      )}
    </FormField>
  );
}
