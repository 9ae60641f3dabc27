// The outbox: every SMS and e-mail the product would have sent (verification codes ...).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { outboxEntrySchema } from '../../../contracts/account.ts';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { getOutbox } from './api.ts';

export function OutboxPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [rows, setRows] = useState<z.infer<typeof outboxEntrySchema>[] | null>(null);
  const load = () => {
    getOutbox().then(setRows, () => setRows([]));
  };
  useEffect(load, []);
  return (
    <div className="outbox">
      <div className="panel-actions">
        <Button variant="secondary" size="sm" icon="refresh" onClick={load}>
          {t('refresh')}
        </Button>
      </div>
      {rows === null && <SkeletonList rows={3} />}
      {rows?.length === 0 && <EmptyState title={t('empty')} />}
      {rows && rows.length > 0 && (
        <DataTable label={t('outbox')}>
          <thead>
            <tr>
              <th>{t('createdAt')}</th>
              <th>{t('channel')}</th>
              <th>{t('recipient')}</th>
              <th>{t('text')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <time dateTime={r.created_at}>{f.dateTime(r.created_at)}</time>
                </td>
                <td>{t(`channelValue.${r.channel}`, { defaultValue: r.channel })}</td>
                <td translate="no">{r.recipient}</td>
                <td translate="no">{r.text}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
