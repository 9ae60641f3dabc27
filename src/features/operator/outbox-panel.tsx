// The outbox: every SMS and e-mail the product would have sent (verification codes ...).
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getOutbox } from './api.ts';
import { ListPanel } from './list-panel.tsx';

export function OutboxPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const read = useRead('operator:outbox', getOutbox);
  return (
    <ListPanel
      className="outbox"
      read={read}
      label={t('outbox')}
      head={
        <>
          <th>{t('createdAt')}</th>
          <th>{t('channel')}</th>
          <th>{t('recipient')}</th>
          <th>{t('text')}</th>
        </>
      }
      row={(r) => (
        <tr key={r.id}>
          <td>
            <time dateTime={r.created_at}>{f.dateTime(r.created_at)}</time>
          </td>
          <td>{t(`channelValue.${r.channel}`, { defaultValue: r.channel })}</td>
          <td translate="no">{r.recipient}</td>
          <td translate="no">{r.text}</td>
        </tr>
      )}
    />
  );
}
