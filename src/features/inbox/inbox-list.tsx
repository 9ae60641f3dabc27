// The inbox's rows: unread mark, title, five-word preview and time. In edit mode each row is a
// checkbox (multi-select for Read and Delete); otherwise a row opens the message.
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '../../../contracts/inbox.ts';
import { Badge } from '../../components/badge.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { useFormat, useLanguage } from '../../lib/use-format.ts';
import { messageText, preview } from './api.ts';

interface Props {
  messages: InboxMessage[];
  editing: boolean;
  selected: Set<number>;
  onToggle: (id: number) => void;
  onOpen: (m: InboxMessage) => void;
}

export function InboxList({ messages, editing, selected, onToggle, onOpen }: Props) {
  const { t } = useTranslation(['inbox', 'errors']);
  const lang = useLanguage();
  const f = useFormat();
  if (editing) {
    return (
      <div className="inbox-select" role="group" aria-label={t('selectMessages')}>
        {messages.map((m) => {
          const text = messageText(m, lang, t, f);
          return <Checkbox key={m.id} label={text.title} hint={preview(text.message)} checked={selected.has(m.id)} onChange={() => onToggle(m.id)} />;
        })}
      </div>
    );
  }
  return (
    <List label={t('title')} className="inbox-list">
      {messages.map((m) => {
        const text = messageText(m, lang, t, f);
        return (
          <ListRow
            key={m.id}
            testId="inbox-row"
            className={m.is_read ? 'inbox-row' : 'inbox-row inbox-row-unread'}
            leading={<span className={m.is_read ? 'inbox-dot' : 'inbox-dot inbox-dot-unread'} aria-hidden="true" />}
            title={
              <>
                {text.title}
                {!m.is_read && (
                  <>
                    {' '}
                    <Badge tone="accent">{t('unread')}</Badge>
                  </>
                )}
              </>
            }
            subtitle={
              <>
                {preview(text.message)}
                {' · '}
                <time dateTime={m.created_at}>{f.dayTime(m.created_at)}</time>
              </>
            }
            onClick={() => onOpen(m)}
          />
        );
      })}
    </List>
  );
}
