// The dialog: a title, a body, an optional footer of actions and a close cross, over a backdrop
// that closes it. Mounted = open (the owner renders it conditionally). Modal behaviour (focus
// trap, Escape, focus restored, no scroll behind) comes from layer.tsx. Its entrance is a CSS
// animation: the dialog is part of the shell (error and market-block popups), so motion's
// library stays out of the first paint; the bottom sheet, which needs a drag gesture, uses motion.
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button.tsx';
import { Layer, useModalLayer } from './layer.tsx';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** For tests and styling: data-modal on the dialog, `${name}-backdrop` on the backdrop. */
  name?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Dialog({ title, onClose, children, footer, name, size = 'md', className }: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalLayer(ref, onClose);
  return (
    <Layer>
      <div
        className="dialog-backdrop"
        data-testid={name ? `${name}-backdrop` : undefined}
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose();
        }}
      >
        <div
          ref={ref}
          className={`dialog dialog-${size}${className ? ` ${className}` : ''}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-modal={name}
          tabIndex={-1}
        >
          <header className="dialog-header">
            <h2 className="dialog-title" id={titleId}>
              {title}
            </h2>
            <IconButton icon="close" label={t('close')} className="dialog-close" onClick={onClose} />
          </header>
          <div className="dialog-body">{children}</div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </div>
      </div>
    </Layer>
  );
}
