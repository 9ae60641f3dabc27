import { useTranslation } from 'react-i18next';

/** One field's message, translated from its catalogue key (a raw server text passes through). */
export function FieldError({ id, code }: { id?: string; code?: string }) {
  const { t } = useTranslation('errors');
  if (!code) return null;
  return <p className="field-error" role="alert" id={id}>{t(code, { defaultValue: code })}</p>;
}
