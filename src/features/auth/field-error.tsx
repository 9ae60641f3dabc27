import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n.ts';
import { localDigits } from '../../lib/money.ts';

/**
 * One field's message, translated from its catalogue key (a raw server text passes through); `vars` fill its
 * placeholders (the minutes or seconds a limit asks to wait), in the language's own digits.
 */
export function FieldError({ id, code, vars }: { id?: string; code?: string; vars?: Record<string, string> }) {
  const { t, i18n } = useTranslation('errors');
  if (!code) return null;
  const local = Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, localDigits(v, i18n.language as Language)]));
  return <p className="field-error" role="alert" id={id}>{t(code, { ...local, defaultValue: code })}</p>;
}
