// A form field: label, control, hint and error, tied together for screen readers (the label names
// the control; hint and error are its description; aria-invalid while the error shows).
// The error is a catalogue key (translated from the errors namespace) or a server text, recognised
// with its filled-in values (lib/message-text.ts). It clears as soon
// as the field changes from the value it was given for, or, with `validate`, follows the field
// live once shown, so it clears the moment the field is fixed. A new submit of the form shows it again.
// FormField wraps any control (select, amount); TextField is FormField around an <input>, with a
// show/hide button when it is a password and an optional prefix (+88, ৳).
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../lib/message-text.ts';
import { IconButton } from './button.tsx';
import './form-field.css';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldChrome {
  label: ReactNode;
  hint?: ReactNode;
  /** Catalogue key or text; shown until the value changes. */
  error?: string | null;
  /** Re-checks a field in error as it changes: the message it returns, or undefined when fixed. */
  validate?: (value: string) => string | undefined;
  className?: string;
}

interface FormFieldProps extends FieldChrome {
  value: unknown;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

/** The error to show: the given one while the value is what it was given for. */
function useShownError(error: string | null | undefined, value: unknown, validate?: (value: string) => string | undefined) {
  const [given, setGiven] = useState({ error, value });
  const latest = useRef(value);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    latest.current = value;
  });
  // A new error (or the same one again after a submit) is anchored to the value of that moment.
  if (given.error !== error) setGiven({ error, value });
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const onSubmit = () => setGiven((g) => ({ ...g, value: latest.current }));
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, []);
  const shown = !error ? undefined : Object.is(value, given.value) ? error : validate ? validate(String(value ?? '')) : undefined;
  return { shown, anchor };
}

export function FormField({ label, hint, error, validate, value, id, className, children }: FormFieldProps) {
  const say = useMessageText();
  const autoId = useId();
  const controlId = id ?? autoId;
  const { shown, anchor } = useShownError(error, value, validate);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = shown ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div ref={anchor} className={`field${shown ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': shown ? true : undefined })}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {shown && (
        <p className="field-error" id={errorId} role="alert">
          {say(shown)}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'value' | 'prefix'> {
  value: string;
  prefix?: ReactNode;
}

export function TextField({ label, hint, error, validate, className, prefix, type = 'text', id, value, ...input }: TextFieldProps) {
  const { t } = useTranslation('common');
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  const name = typeof label === 'string' ? label : '';
  return (
    <FormField label={label} hint={hint} error={error} validate={validate} value={value} id={id} className={className}>
      {(control) => (
        <div className="input-box">
          {prefix && (
            <span className="input-prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input className="input" {...control} {...input} value={value} type={password && revealed ? 'text' : type} />
          {password && (
            <IconButton
              icon={revealed ? 'eyeOff' : 'eye'}
              className="input-reveal"
              aria-pressed={revealed}
              label={t(revealed ? 'hidePassword' : 'showPassword', { field: name })}
              onClick={() => setRevealed((v) => !v)}
            />
          )}
        </div>
      )}
    </FormField>
  );
}

export interface TextAreaFieldProps extends FieldChrome, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'value'> {
  value: string;
}

/** Several lines of text (the operator's notices): FormField around a <textarea> that grows with its rows. */
export function TextAreaField({ label, hint, error, validate, className, id, value, rows = 4, ...area }: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} validate={validate} value={value} id={id} className={className}>
      {(control) => (
        <div className="input-box textarea-box">
          <textarea className="input textarea" rows={rows} {...control} {...area} value={value} />
        </div>
      )}
    </FormField>
  );
}
