// A row of a list: an optional leading icon or image, a title and a line under it, and something at
// the end (a value, a badge, a chevron). A link when it goes somewhere (href), a button when it does
// something (onClick), plain otherwise. At least 56 px tall: a comfortable thumb target.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './icon.tsx';
import './list-row.css';

interface ListRowProps {
  title: ReactNode;
  subtitle?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
  href?: string;
  onClick?: () => void;
  /** A chevron at the end; on by default for links. */
  chevron?: boolean;
  className?: string;
  testId?: string;
}

export function ListRow({ title, subtitle, leading, trailing, href, onClick, chevron = Boolean(href), className, testId }: ListRowProps) {
  const body = (
    <>
      {leading && <span className="list-row-leading">{leading}</span>}
      <span className="list-row-text">
        <span className="list-row-title">{title}</span>
        {/* The space keeps title and line apart in the row's spoken name; flex layout ignores it. */}
        {subtitle && (
          <>
            {' '}
            <span className="list-row-subtitle">{subtitle}</span>
          </>
        )}
      </span>
      {trailing && <span className="list-row-trailing">{trailing}</span>}
      {chevron && <Icon name="chevronRight" className="list-row-chevron" />}
    </>
  );
  const cls = `list-row${href || onClick ? ' list-row-action' : ''}${className ? ` ${className}` : ''}`;
  if (href)
    return (
      <Link href={href} className={cls} data-testid={testId}>
        {body}
      </Link>
    );
  if (onClick)
    return (
      <button type="button" className={cls} onClick={onClick} data-testid={testId}>
        {body}
      </button>
    );
  return (
    <div className={cls} data-testid={testId}>
      {body}
    </div>
  );
}

/** The list around rows: a <ul> with dividers, each child in its <li>. */
export function List({ children, label, className }: { children: ReactNode[]; label?: string; className?: string }) {
  return (
    <ul className={`list${className ? ` ${className}` : ''}`} aria-label={label}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  );
}
