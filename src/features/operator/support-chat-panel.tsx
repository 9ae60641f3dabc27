// Support chat in the operator console: the queue of conversations (open ones with the newest
// waiting first, each with its unread count), the chosen conversation, a reply as the support team, and
// closing an answered one. Queue and conversation refresh every CHAT_POLL_MS, so a player's message shows
// within 10 s. Messages are text, shown as text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_POLL_MS, type OperatorChat } from '../../../contracts/chat.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { closeChat, getChatQueue, getChatThread } from './account-safety-api.ts';
import { SupportThread } from './support-thread.tsx';
import './account-safety.css';

export function SupportChatPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [status, setStatus] = useState<OperatorChat['status']>('open');
  const [chosen, setChosen] = useState<number | null>(null);
  const queue = useRead(`operator:chats:${status}`, () => getChatQueue(status), { every: CHAT_POLL_MS });
  const thread = useRead(chosen === null ? null : `operator:chats:thread:${chosen}`, () => getChatThread(chosen as number), { every: CHAT_POLL_MS });

  const close = async () => {
    if (chosen === null) return;
    await closeChat(chosen);
    setChosen(null);
    queue.refresh();
  };

  return (
    <div className="support-chat" data-testid="support-chat-panel">
      <section className="support-queue" aria-label={t('chatQueue')}>
        <SegmentedControl
          label={t('chatQueue')}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setChosen(null);
          }}
          options={[
            { value: 'open', label: t('chatOpen') },
            { value: 'closed', label: t('chatClosed') },
          ]}
        />
        <ReadState read={queue} skeleton={null} empty={<EmptyState title={t('noChats')} icon="inbox" />} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <List label={t('chatQueue')}>
              {list.map((c) => (
                <ListRow
                  key={c.chat_id}
                  testId="queue-row"
                  onClick={() => setChosen(c.chat_id)}
                  className={c.chat_id === chosen ? 'support-queue-chosen' : undefined}
                  title={<span translate="no">{c.player.username}</span>}
                  subtitle={
                    <>
                      {/* Verbatim, as in the thread (support-thread.tsx says why). */}
                      <span className="support-queue-last" translate="no">
                        {c.last_message}
                      </span>
                      <span className="support-queue-time">{c.waiting_since ? t('waitingSince', { time: f.dayTime(c.waiting_since) }) : t('answered')}</span>
                    </>
                  }
                  trailing={c.unread > 0 ? <Badge tone="accent" count={c.unread} testId="queue-unread" /> : undefined}
                />
              ))}
            </List>
          )}
        </ReadState>
      </section>
      <section className="support-conversation">
        {chosen === null ? (
          <p className="support-muted">{t('chooseChat')}</p>
        ) : (
          <ReadState read={thread} skeleton={<p className="support-muted">{t('chooseChat')}</p>}>
            {(data) => (
              <SupportThread
                thread={data}
                onReplied={async () => {
                  invalidateReads('operator:chats');
                }}
                actions={
                  data.chat.status === 'open' ? (
                    <Button variant="ghost" size="sm" onClick={() => void close()}>
                      {t('closeChat')}
                    </Button>
                  ) : undefined
                }
              />
            )}
          </ReadState>
        )}
      </section>
    </div>
  );
}
