// The parts every list of the console shares: a Refresh button over the list, and the list itself as its
// read goes (skeleton, the error with Try again, the empty state, or the table with its head and rows).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ReadState } from '../../components/read-state.tsx';
import type { Read } from '../../lib/use-read.ts';

export function RefreshButton({ onClick, variant = 'secondary' }: { onClick: () => void; variant?: 'secondary' | 'ghost' }) {
  const { t } = useTranslation('operator');
  return (
    <Button variant={variant} size="sm" icon={variant === 'secondary' ? 'refresh' : undefined} onClick={onClick}>
      {t('refresh')}
    </Button>
  );
}

/** A read's rows as a table: `head` is the header row's cells, `row` draws one row. */
export function ListTable<T>({
  read,
  label,
  head,
  row,
  empty,
  className,
}: {
  read: Read<T[]>;
  label: string;
  head: ReactNode;
  row: (item: T) => ReactNode;
  empty?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('operator');
  return (
    <ReadState read={read} empty={empty ?? <EmptyState title={t('empty')} />} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <DataTable label={label} className={className}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </DataTable>
      )}
    </ReadState>
  );
}

/** A panel that is one list: Refresh above it, then the list. */
export function ListPanel<T>({ className, intro, ...table }: Parameters<typeof ListTable<T>>[0] & { intro?: ReactNode }) {
  return (
    <div className={className}>
      {intro}
      <div className="panel-actions">
        <RefreshButton onClick={table.read.refresh} />
      </div>
      <ListTable {...table} />
    </div>
  );
}
