// Renders the global modal titled Error from errorModalAtom.
// A catalogue code is translated; a catalogue text (filled in or not) too; any other message is shown as given.
import { useAtomValue } from '../lib/atom-hooks.ts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { closeErrorModal, errorModalAtom, type ErrorModalState } from '../lib/error-modal.ts';
import { useErrorText } from '../lib/message-text.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export function ErrorModalHost() {
  const state = useAtomValue(errorModalAtom);
  if (!state) return null;
  // The errors namespace is not part of every screen's first paint: the modal waits for it when it opens.
  return (
    <Suspense fallback={null}>
      <ErrorModal state={state} />
    </Suspense>
  );
}

function ErrorModal({ state }: { state: ErrorModalState }) {
  const { t } = useTranslation(['shell', 'errors']);
  const say = useErrorText();
  // A wait or an amount in the text reads in the language's digits (৪২ সেকেন্ড), as FormError does;
  // a message without a known code is still recognised when it is the catalogue's English text.
  const text = say(state);
  return (
    <Dialog name="error" title={state.title ?? t('errorTitle')} onClose={closeErrorModal} footer={<Button onClick={closeErrorModal}>{t('ok')}</Button>}>
      <p>{text}</p>
      {state.link && (
        <Link href={state.link.to} onClick={closeErrorModal}>
          {state.link.label}
        </Link>
      )}
    </Dialog>
  );
}
