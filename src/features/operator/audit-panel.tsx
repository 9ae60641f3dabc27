// The audit trail: every change staff made, newest first, filtered by staff member, object, action and
// Asia/Dhaka days, with the before and after of each; the same entries as a CSV file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditQuery } from '../../../contracts/staff.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { ListTable, RefreshButton } from './list-panel.tsx';
import { downloadAuditCsv, getAudit } from './staff-api.ts';

const FILTERS = ['staff', 'object_type', 'object_id', 'action', 'from', 'to'] as const;
const shown = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function AuditPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [draft, setDraft] = useState<AuditQuery>({});
  const [query, setQuery] = useState<AuditQuery>({});
  const read = useRead(`operator:audit:${JSON.stringify(query)}`, () => getAudit(query));
  return (
    <div className="operator-audit">
      <form
        className="operator-form operator-audit-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(draft);
        }}
      >
        {FILTERS.map((k) => (
          <TextField
            key={k}
            label={t(`audit.filter.${k}`)}
            name={`audit_${k}`}
            type={k === 'from' || k === 'to' ? 'date' : 'text'}
            value={draft[k] ?? ''}
            onChange={(e) => setDraft({ ...draft, [k]: e.target.value || undefined })}
          />
        ))}
        <Button type="submit">{t('audit.apply')}</Button>
        <Button variant="secondary" onClick={() => void downloadAuditCsv(query)}>
          {t('audit.csv')}
        </Button>
      </form>
      <RefreshButton onClick={read.refresh} />
      <ListTable<AuditEntry>
        read={read}
        label={t('auditPanel')}
        head={
          <>
            <th>{t('audit.at')}</th>
            <th>{t('audit.who')}</th>
            <th>{t('audit.action')}</th>
            <th>{t('audit.object')}</th>
            <th>{t('audit.change')}</th>
            <th>{t('audit.address')}</th>
          </>
        }
        row={(e) => (
          <tr key={e.seq} data-testid="audit-entry">
            <td>
              <time dateTime={e.at}>{f.dateTime(e.at)}</time>
            </td>
            <td translate="no">
              {e.actor_username} ({t(`staff.role.${e.actor_role}`, { defaultValue: e.actor_role })})
            </td>
            <td translate="no">{e.action}</td>
            <td translate="no">
              {e.object_type} {e.object_id}
            </td>
            <td translate="no">
              {shown(e.before)} → {shown(e.after)}
            </td>
            <td translate="no">{e.address}</td>
          </tr>
        )}
      />
    </div>
  );
}
