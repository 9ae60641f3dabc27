import { useTranslation } from 'react-i18next';

/** One field's message, translated from its catalogue key (a raw server text passes through); `vars` fill its placeholders. */
export function FieldError({ id, code, vars }: { id?: string; code?: string; vars?: Record<string, string> }) {
  const { t } = useTranslation('errors');
  if (!code) return null;
  return <p className="field-error" role="alert" id={id}>{t(code, { ...vars, defaultValue: code })}</p>;
}
