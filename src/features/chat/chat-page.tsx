// /chat: the support home. A greeting, the latest message of the player's conversation
// (with its unread replies, refreshed every CHAT_POLL_MS), 'Send us a Message', which opens the
// conversation, and the promotions card with the first 100 words of each offer.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CHAT_PROMOTION_WORDS } from '../../../contracts/chat.ts';
import { Badge } from '../../components/badge.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FormError } from '../../components/notice.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { localized } from '../../lib/localized.ts';
import { sessionAtom } from '../../lib/session.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getPromotionTeasers, openChat } from './api.ts';
import { useChats } from './use-chats.ts';
import { firstWords } from './words.ts';
import './chat.css';

export function ChatPage() {
  const { t } = useTranslation('chat');
  const f = useFormat();
  const [, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const chats = useChats();
  const chat = chats.data === undefined ? undefined : (chats.data[0] ?? null);
  // The promotions are an aside: one that cannot be read is left out.
  const promotions = useRead('chat:teasers', getPromotionTeasers).data?.slice(0, 3) ?? [];
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setOpening(true);
    setError(null);
    try {
      navigate(`/chat-box/${await openChat()}`);
    } catch (e) {
      setError(e instanceof ApiError && e.code ? e.code : 'networkError');
      setOpening(false);
    }
  };

  return (
    <Page width="narrow" screen="ChatPage" className="chat-home">
      <PageHeader
        title={<Trans t={t} i18nKey="greeting" values={{ name: session?.username ?? '' }} components={{ name: <span translate="no" /> }} />}
        subtitle={t('greetingLine')}
      />
      <Card
        title={t('recentMessage')}
        testId="recent-message"
        actions={chat && chat.unread > 0 ? <Badge tone="accent" count={chat.unread} testId="unread" /> : undefined}
      >
        {chat === undefined && (chats.error === undefined ? <SkeletonList rows={1} /> : <ErrorState compact error={chats.error} onRetry={chats.refresh} />)}
        {chat !== undefined &&
          (chat?.last_message ? (
            <Link href={`/chat-box/${chat.chat_id}`} className="chat-recent">
              <span className="chat-recent-text">{chat.last_message}</span>
              {chat.last_message_at && (
                <time className="chat-recent-time" dateTime={chat.last_message_at}>
                  {f.dayTime(chat.last_message_at)}
                </time>
              )}
            </Link>
          ) : (
            <p className="chat-muted">{t('noRecentMessage')}</p>
          ))}
      </Card>
      <FormError error={error} />
      <Button size="lg" block icon="megaphone" loading={opening} onClick={() => void start()}>
        {t('sendUsMessage')}
      </Button>
      {promotions.length > 0 && (
        <Card
          title={t('promotions')}
          testId="chat-promotions"
          actions={
            <ButtonLink href="/promotions" variant="ghost" size="sm">
              {t('promotionDetails')}
            </ButtonLink>
          }
        >
          <ul className="chat-promotions">
            {promotions.map((p) => (
              <li key={p.id}>
                {p.thumbnail && <img src={p.thumbnail} alt="" width={72} height={48} loading="lazy" />}
                <div>
                  <h3>{localized(p.name, p.name_bn, f.lang)}</h3>
                  <p>{firstWords(localized(p.desc, p.desc_bn, f.lang), CHAT_PROMOTION_WORDS)}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Page>
  );
}
