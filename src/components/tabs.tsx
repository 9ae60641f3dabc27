// A row of tabs (role=tablist). The owner keeps the chosen key; panels are the owner's business.
import type { ReactNode } from 'react';

export interface TabItem<K extends string> { key: K; label: ReactNode }

interface TabsProps<K extends string> {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label?: string;
  className?: string;
  /** Extra buttons at the end of the row that are not tabs (Lucky Sports on the home screen). */
  extra?: ReactNode;
}

export function Tabs<K extends string>({ items, active, onChange, label, className, extra }: TabsProps<K>) {
  return (
    <div className={`tabs ${className ?? ''}`} role="tablist" aria-label={label}>
      {items.map((item) => (
        <button key={item.key} type="button" role="tab" aria-selected={item.key === active}
          className={item.key === active ? 'active' : undefined} onClick={() => onChange(item.key)}>
          {item.label}
        </button>
      ))}
      {extra}
    </div>
  );
}
