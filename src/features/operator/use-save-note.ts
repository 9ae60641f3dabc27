// A panel's save: runs the work, then says Saved or the server's refusal in the reader's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useErrorText } from '../../lib/message-text.ts';

export function useSaveNote() {
  const { t } = useTranslation(['engagement', 'errors']);
  const say = useErrorText();
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
      setNote(api ? say(api) : String(e));
      return false;
    }
  };
  return { note, errors, run };
}
