// Nothing to show: an icon, "No Data" (or the screen's own words) and, when there is one, the way
// forward (a button). Says so to screen readers as plain text, not as an error.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon.tsx';
import './empty-state.css';

export function EmptyState({
  title,
  description,
  action,
  icon = 'inbox',
  className,
  testId = 'empty-state',
}: {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={`empty-state${className ? ` ${className}` : ''}`} data-testid={testId}>
      <Icon name={icon} size={40} className="empty-state-icon" />
      <p className="empty-state-title">{title ?? t('noData')}</p>
      {description && <p className="empty-state-text">{description}</p>}
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}
