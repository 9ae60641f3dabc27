// One support conversation in the console: the messages with their authors, and the reply box.
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../../contracts/chat.ts';
import { Button } from '../../components/button.tsx';
import { FormField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { type getChatThread, replyToChat } from './account-safety-api.ts';

type Thread = Awaited<ReturnType<typeof getChatThread>>;

export function SupportThread({ thread, onReplied, actions }: { thread: Thread; onReplied: () => Promise<void>; actions?: ReactNode }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const content = text.trim();

  const send = async () => {
    if (content === '') return;
    setBusy(true);
    setError(null);
    try {
      await replyToChat(thread.chat.chat_id, content);
      setText('');
      await onReplied();
    } catch (e) {
      setError(e instanceof ApiError && e.code ? e.code : 'networkError');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="support-thread" data-testid="support-thread">
      <header className="support-thread-head">
        <h2 translate="no">{thread.chat.player.username}</h2>
        {actions}
      </header>
      <ol className="support-messages">
        {thread.messages.map((m) => (
          <li key={m.id} className={m.from_support ? 'support-message support-message-team' : 'support-message'} data-testid="support-message">
            {/* Names and what was written are shown verbatim (translate="no"): an operator settling a payment
                question reads the player's own words, amounts and ids, never a browser's translation of them. */}
            <span className="support-message-author">
              {m.from_support ? (
                <Trans t={t} i18nKey="fromSupport" values={{ name: m.author }} components={{ name: <span translate="no" /> }} />
              ) : (
                <span translate="no">{m.author}</span>
              )}
            </span>
            <p className="support-message-text" translate="no">
              {m.content}
            </p>
            <time dateTime={m.created_at}>{f.dayTime(m.created_at)}</time>
          </li>
        ))}
      </ol>
      <form
        className="support-reply"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <FormField label={t('replyLabel')} value={text}>
          {(control) => (
            <textarea
              {...control}
              className="support-reply-input"
              rows={3}
              maxLength={CHAT_MESSAGE_MAX}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        <FormError error={error} />
        <Button type="submit" disabled={content === ''} loading={busy} loadingText={t('replySending')}>
          {t('replySend')}
        </Button>
      </form>
    </div>
  );
}
