// Renders the global modal titled Error (spec part 2 §8 "Other") from errorModalAtom.
// A catalogue code is translated; a plain message is shown as given.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { closeErrorModal, errorModalAtom } from '../lib/error-modal.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export function ErrorModalHost() {
  const state = useAtomValue(errorModalAtom);
  const { t } = useTranslation('shell');
  if (!state) return null;
  const text = state.code ? t(`errors:${state.code}`, { ...state.vars, defaultValue: state.message }) : state.message;
  return (
    <Dialog name="error" title={state.title ?? t('errorTitle')} onClose={closeErrorModal}
      footer={<Button onClick={closeErrorModal}>{t('ok')}</Button>}>
      <p>{text}</p>
      {state.link && <Link href={state.link.to} onClick={closeErrorModal}>{state.link.label}</Link>}
    </Dialog>
  );
}
