// The records' filters: labelled segmented controls (Status, Payment Type, Date ...) in a panel that
// sits above the list on a phone and in a column beside it on a wide screen.
import type { ReactNode } from 'react';
import { SegmentedControl } from '../../components/segmented-control.tsx';

export function FilterChoice<K extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: K;
  options: readonly { value: K; label: string }[];
  onChange: (k: K) => void;
}) {
  return <SegmentedControl label={label} showLabel value={value} options={options} onChange={onChange} className="record-filter-choice" />;
}

/** Filters beside the results: a column on a wide screen, a panel on top on a phone. */
export function RecordsLayout({ filters, children, filtersLabel }: { filters: ReactNode; children: ReactNode; filtersLabel: string }) {
  return (
    <div className="records-layout">
      <aside className="records-filters" aria-label={filtersLabel}>
        {filters}
      </aside>
      <div className="records-results">{children}</div>
    </div>
  );
}
