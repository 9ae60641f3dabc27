// A card: a surface that groups one thing (a wallet, a promotion, a market). An optional title row
// with actions at its end; the body pads itself unless `flush` (a list or an image edge to edge).
import type { ReactNode } from 'react';
import './card.css';

interface CardProps {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  flush?: boolean;
  /** Raised cards sit on the page background with a shadow; flat ones only with a border. */
  elevation?: 'flat' | 'raised';
  className?: string;
  testId?: string;
}

export function Card({ title, actions, children, flush, elevation = 'raised', className, testId }: CardProps) {
  return (
    <section className={`card card-${elevation}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {(title || actions) && (
        <header className="card-header">
          {title && <h2 className="card-title">{title}</h2>}
          {actions && <div className="card-actions">{actions}</div>}
        </header>
      )}
      <div className={flush ? 'card-body-flush' : 'card-body'}>{children}</div>
    </section>
  );
}
