// Tabs (WAI-ARIA tablist): the owner keeps the chosen key and draws the panel. One tab is in the
// Tab order; the arrow keys, Home and End move between tabs and choose as they go. The row scrolls
// sideways on a narrow phone instead of widening the page. `line` underlines the choice; `pill`
// fills it (category strips).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string> {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label?: string;
  variant?: 'line' | 'pill';
  /** Stretch the tabs over the row's width (two or three tabs on a phone). */
  fill?: boolean;
  className?: string;
  /** id of the panel the tabs control, for aria-controls. */
  panelId?: string;
  /** Extra buttons at the end of the row that are not tabs (Lucky Sports on the home screen). */
  extra?: ReactNode;
  /** A column of tabs (the operator console's side navigation): the up and down arrows move too. */
  vertical?: boolean;
}

export function Tabs<K extends string>({ items, active, onChange, label, variant = 'line', fill, className, panelId, extra, vertical }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === active);
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (vertical) Object.assign(keys, { ArrowDown: index + 1, ArrowUp: index - 1 });
    const next = keys[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = items[(next + items.length) % items.length];
    onChange(target.key);
    [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find((tab) => tab.dataset.key === target.key)?.focus();
  };
  const classes = `tabs tabs-${variant}${fill ? ' tabs-fill' : ''}${vertical ? ' tabs-vertical' : ''}${className ? ` ${className}` : ''}`;
  const tabs = items.map((item) => {
    const selected = item.key === active;
    return (
      <button
        key={item.key}
        type="button"
        role="tab"
        className="tab"
        data-key={item.key}
        aria-selected={selected}
        tabIndex={selected ? 0 : -1}
        aria-controls={panelId}
        onClick={() => onChange(item.key)}
      >
        {item.label}
      </button>
    );
  });
  const listProps = { ref: list, role: 'tablist', 'aria-label': label, 'aria-orientation': vertical ? ('vertical' as const) : undefined, onKeyDown };
  if (!extra)
    return (
      <div className={classes} {...listProps}>
        {tabs}
      </div>
    );
  // A tablist may hold only tabs: with extra buttons the row is a plain box, and the tablist inside it
  // lays its tabs out as if they were the row's own (display: contents).
  return (
    <div className={classes}>
      <div className="tabs-list" {...listProps}>
        {tabs}
      </div>
      {extra}
    </div>
  );
}
