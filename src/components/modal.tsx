// The one dialog of the app: a backdrop that closes it, a title, a body and a close cross.
// Rendered in place (no portal) so tests and screen readers find it where it is used.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  title?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Name for tests and styling. */
  name?: string;
}

export function Modal({ title, onClose, children, footer, className, name }: ModalProps) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" data-testid={name ? `${name}-backdrop` : undefined} onClick={onClose}>
      <div
        className={`modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={typeof title === 'string' ? title : undefined}
        data-modal={name}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="modal-header">
          {title && <h2 className="modal-title">{title}</h2>}
          <button type="button" className="modal-close" aria-label={t('close')} onClick={onClose}>×</button>
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-footer">{footer}</footer>}
      </div>
    </div>
  );
}
