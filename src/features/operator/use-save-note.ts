// A panel's save: runs the work, then says Saved or the server's refusal in the reader's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';

export function useSaveNote() {
  const { t } = useTranslation(['engagement', 'errors']);
  const [note, setNote] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (work: () => Promise<unknown>, done = t('saved')) => {
    try {
      await work();
      setErrors({});
      setNote(done);
      return true;
    } catch (e) {
      const api = e instanceof ApiError ? e : null;
      setErrors(api?.errors ?? {});
      setNote(api ? t(`errors:${api.code}`, { ...api.vars, defaultValue: api.message }) : String(e));
      return false;
    }
  };
  return { note, errors, run };
}
