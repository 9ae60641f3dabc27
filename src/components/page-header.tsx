// The head of a screen: a back button when the screen was reached from another, the title (the
// screen's one <h1>) and actions at the end. `back` is a path to go to, or 'history' to step back
// (falling back to `/` when the screen was opened directly).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { IconButton } from './button.tsx';
import './page-header.css';

export function PageHeader({
  title,
  back,
  actions,
  subtitle,
  titleId,
}: {
  title: ReactNode;
  back?: string | 'history';
  actions?: ReactNode;
  subtitle?: ReactNode;
  titleId?: string;
}) {
  const { t } = useTranslation('common');
  const [, navigate] = useLocation();
  const goBack = () => {
    if (back === 'history') {
      if (window.history.length > 1) window.history.back();
      else navigate('/');
    } else if (back) navigate(back);
  };
  return (
    <header className="page-header">
      {back && <IconButton icon="back" label={t('back')} className="page-header-back" onClick={goBack} />}
      <div className="page-header-text">
        <h1 className="page-header-title" id={titleId}>
          {title}
        </h1>
        {subtitle && <p className="page-header-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  );
}
