// The exchange's desktop frame (the Betfair / Sky arrangement): sports and competitions on the
// left, the market in the middle, the bet slip and open bets on the right. Below 1100 px the left
// column goes (the sports are one tap away in the exchange's own nav) and the right column sits
// under the market; on a phone only the middle shows, then the right below it.
// The right column is a labelled region that the bet slip fills; until it does, it says it is empty.
import type { ReactNode } from 'react';
import './three-column-layout.css';

/** Where the left column shows (three-column-layout.css's 1100 px step; keep the two together). A
 * caller may leave the left column's content unbuilt below it: nobody sees or hears a display:none column. */
export const LEFT_COLUMN_QUERY = '(min-width: 1100px)';

interface ThreeColumnLayoutProps {
  left?: ReactNode;
  leftLabel: string;
  children: ReactNode;
  right?: ReactNode;
  rightLabel: string;
  /** Shown in the right column while nothing fills it. */
  rightEmpty?: ReactNode;
}

export function ThreeColumnLayout({ left, leftLabel, children, right, rightLabel, rightEmpty }: ThreeColumnLayoutProps) {
  return (
    <div className="three-columns">
      {left && (
        <nav className="column-left" aria-label={leftLabel}>
          {left}
        </nav>
      )}
      <div className="column-main">{children}</div>
      <aside className="column-right" aria-label={rightLabel} data-testid="bet-slip-slot" data-empty={right ? undefined : ''}>
        {right ?? (
          <div className="column-right-empty">
            <h2 className="column-right-title">{rightLabel}</h2>
            {rightEmpty}
          </div>
        )}
      </aside>
    </div>
  );
}
