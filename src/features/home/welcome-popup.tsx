// After sign-up (regPopup = 1): a welcome with Home Page and Deposit now. Either button, or
// closing, dismisses it for good by setting the flag to 0.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { popupFlagsAtom, setPopupFlags } from '../../lib/popup-flags.ts';
import { sessionAtom } from '../../lib/session.ts';

export function WelcomePopup() {
  const { t } = useTranslation('home');
  const flags = useAtomValue(popupFlagsAtom);
  const session = useAtomValue(sessionAtom);
  const [, navigate] = useLocation();
  if (!flags.regPopup) return null;
  const dismiss = (to?: string) => {
    setPopupFlags({ regPopup: false });
    if (to) navigate(to);
  };
  return (
    <Dialog
      name="welcome"
      title={t('welcome.title')}
      onClose={() => dismiss()}
      footer={
        <>
          <Button variant="secondary" onClick={() => dismiss('/')}>
            {t('welcome.home')}
          </Button>
          <Button onClick={() => dismiss('/deposit')}>{t('welcome.deposit')}</Button>
        </>
      }
    >
      <p>{t('welcome.text', { username: session?.username ?? '' })}</p>
    </Dialog>
  );
}
