// How to install the site by hand, for browsers without an install prompt (Safari on an iPhone,
// Firefox) or once the prompt has been used: the steps for this platform, or "already installed".
import { useTranslation } from 'react-i18next';
import { installPlatform, runsInstalled } from '../lib/install-app.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export function InstallHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const platform = installPlatform();
  const steps = t(`install.steps.${platform}`, { returnObjects: true }) as string[];
  return (
    <Dialog name="install-help" title={t('install.title')} onClose={onClose} footer={<Button onClick={onClose}>{t('ok')}</Button>}>
      {runsInstalled() ? (
        <p>{t('install.already')}</p>
      ) : (
        <>
          <p>{t('install.intro')}</p>
          <ol className="install-steps">{Array.isArray(steps) && steps.map((step) => <li key={step}>{step}</li>)}</ol>
        </>
      )}
    </Dialog>
  );
}
