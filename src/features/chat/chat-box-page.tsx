// /chat-box/{chatId} and /chat-box: the conversation with support. Without an id the
// player's conversation is opened (made on first use) and the address gets its id. Messages are text,
// shown as text; new replies arrive by polling (use-conversation.ts) within 10 s.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import type { ChatMessage } from '../../../contracts/chat.ts';
import { FormError } from '../../components/notice.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { openChat } from './api.ts';
import { ChatComposer } from './chat-composer.tsx';
import { useConversation } from './use-conversation.ts';
import './chat.css';

export function ChatBoxPage() {
  const { t } = useTranslation('chat');
  const { chatId } = useParams<{ chatId?: string }>();
  const [, navigate] = useLocation();
  const id = chatId && /^\d{1,15}$/.test(chatId) ? Number(chatId) : null;
  const { messages, failed, send } = useConversation(id);

  // /chat-box with no id: the player's support chat is asked for (opened if there is none), then shown.
  const opened = useRead(chatId === undefined ? 'chat:open' : null, openChat);
  useEffect(() => {
    if (opened.data !== undefined) navigate(`/chat-box/${opened.data}`, { replace: true });
  }, [opened.data, navigate]);
  const openError = opened.error === undefined ? null : opened.error instanceof ApiError && opened.error.code ? opened.error.code : 'networkError';

  return (
    <Page width="narrow" screen="ChatBoxPage" className="chat-box">
      <PageHeader title={t('support')} subtitle={t('conversation')} back="/chat-list" />
      <FormError error={openError ?? (chatId !== undefined && id === null ? 'chatNotFound' : null)} />
      {id !== null && messages === null && !failed && <SkeletonList rows={3} />}
      {failed && <FormError error="chatNotFound" />}
      {messages && <MessageList messages={messages} />}
      {id !== null && !failed && <ChatComposer onSend={send} />}
    </Page>
  );
}

function MessageList({ messages }: { messages: ChatMessage[] }) {
  const { t } = useTranslation('chat');
  const f = useFormat();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  if (messages.length === 0) return <p className="chat-muted chat-start">{t('conversationStart')}</p>;
  return (
    <div className="chat-thread">
      <ol className="chat-messages" aria-label={t('conversation')} aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`chat-message ${m.from_support ? 'chat-message-theirs' : 'chat-message-mine'}`} data-testid="chat-message">
            <span className="visually-hidden">{m.from_support ? t('support') : t('you')}: </span>
            {/* Text as text: React escapes it; the message is never read as HTML. */}
            <p className="chat-message-text">{m.content}</p>
            <time dateTime={m.created_at}>{f.time(m.created_at)}</time>
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
