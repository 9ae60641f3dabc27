// A table of records (the operator's queues and logs): real table semantics, column headers, and on
// a narrow screen a box that scrolls sideways inside itself instead of widening the page. The box is
// a labelled region in the Tab order, so a keyboard user can scroll it too.
import type { ReactNode } from 'react';
import './data-table.css';

export function DataTable({ label, children, className, testId }: { label: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1, axe scrollable-region-focusable).
    <div className={`table-scroll${className ? ` ${className}` : ''}`} role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      <table className="data-table">{children}</table>
    </div>
  );
}
