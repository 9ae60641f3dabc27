// The outbox: every SMS and e-mail the product would have sent (verification codes ...).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { outboxEntrySchema } from '../../../contracts/account.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getOutbox } from './api.ts';

export function OutboxPanel() {
  const { t, i18n } = useTranslation('operator');
  const [rows, setRows] = useState<z.infer<typeof outboxEntrySchema>[] | null>(null);
  const load = () => { getOutbox().then(setRows, () => setRows([])); };
  useEffect(load, []);
  return (
    <div className="outbox">
      <button type="button" onClick={load}>{t('refresh')}</button>
      {rows?.length === 0 && <p className="empty">{t('empty')}</p>}
      <table>
        <thead><tr><th>{t('createdAt')}</th><th>{t('channel')}</th><th>{t('recipient')}</th><th>{t('text')}</th></tr></thead>
        <tbody>
          {rows?.map((r) => (
            <tr key={r.id}><td>{formatDateTime(r.created_at, i18n.language as Language)}</td><td>{r.channel}</td><td>{r.recipient}</td><td>{r.text}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
