// "Install the app" (the footer and the desktop navigation): the browser's install prompt where
// there is one, else a dialog that says how to add the site to the home screen on this phone or
// computer, or that it already is installed. Never a file download: the app is the site itself
// (a web app manifest and a service worker, docs/decisions/0068).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptInstall } from '../lib/install-app.ts';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button.tsx';
import { Icon } from './icon.tsx';

const InstallHelp = lazy(() => import('./install-help.tsx').then((m) => ({ default: m.InstallHelp })));

export function InstallAppButton({
  variant = 'secondary',
  size = 'md',
  className,
  bare,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** A plain button styled by its container (the desktop navigation). */
  bare?: boolean;
}) {
  const { t } = useTranslation('shell');
  const [help, setHelp] = useState(false);
  const onClick = async () => {
    if (!(await promptInstall())) setHelp(true);
  };
  return (
    <>
      <button
        type="button"
        className={bare ? className : buttonClassName({ variant, size, className })}
        data-testid="install-app"
        onClick={() => void onClick()}
      >
        {bare ? (
          t('nav.app')
        ) : (
          <span className="btn-face">
            <Icon name="download" size={size === 'sm' ? 18 : 20} />
            {t('nav.app')}
          </span>
        )}
      </button>
      {help && (
        <Suspense fallback={null}>
          <InstallHelp onClose={() => setHelp(false)} />
        </Suspense>
      )}
    </>
  );
}
