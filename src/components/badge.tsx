// A badge: a short status word or a count (In-Play, Fancy, BookMaker, WON, 3 new). Every tone is
// at least 4.5:1 (tokens.test.ts) at 12 px bold, the smallest text size of the product. A count is
// printed in the language's digits.
import type { ReactNode } from 'react';
import { useFormat } from '../lib/use-format.ts';
import './badge.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent' | 'inplay' | 'fancy' | 'bookmaker';

export function Badge({
  tone = 'neutral',
  count,
  children,
  className,
  testId,
}: {
  tone?: BadgeTone;
  count?: number;
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const f = useFormat();
  return (
    <span className={`badge badge-${tone}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {count !== undefined ? f.integer(count) : children}
    </span>
  );
}
