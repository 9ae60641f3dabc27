// /chat-list: the player's conversations, with the latest message and the
// replies not read yet, refreshed every CHAT_POLL_MS. An empty list shows 'No Data' with the way to start one.
import { useTranslation } from 'react-i18next';
import { SUPPORT_USERNAME } from '../../../contracts/chat.ts';
import { useLocation } from 'wouter';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { openChat } from './api.ts';
import { useChats } from './use-chats.ts';
import './chat.css';

export function ChatListPage() {
  const { t } = useTranslation(['chat', 'common']);
  const f = useFormat();
  const [, navigate] = useLocation();
  const chats = useChats();

  return (
    <Page width="narrow" screen="ChatListPage">
      <PageHeader title={t('messages')} back="/chat" />
      <ReadState
        read={chats}
        skeleton={<SkeletonList rows={2} avatar />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={t('common:noData')}
            icon="inbox"
            action={
              <Button
                onClick={() =>
                  void openChat().then(
                    (id) => navigate(`/chat-box/${id}`),
                    () => undefined,
                  )
                }
              >
                {t('sendUsMessage')}
              </Button>
            }
          />
        }
      >
        {(list) => (
          <List label={t('messages')}>
            {list.map((c) => (
              <ListRow
                key={c.chat_id}
                href={`/chat-box/${c.chat_id}`}
                testId="chat-row"
                title={c.other_user.username === SUPPORT_USERNAME ? t('support') : <span translate="no">{c.other_user.username}</span>}
                subtitle={c.last_message ?? t('conversationStart')}
                trailing={
                  <span className="chat-row-end">
                    {c.last_message_at && <time dateTime={c.last_message_at}>{f.dayTime(c.last_message_at)}</time>}
                    {c.unread > 0 && <Badge tone="accent" count={c.unread} />}
                  </span>
                }
              />
            ))}
          </List>
        )}
      </ReadState>
    </Page>
  );
}
