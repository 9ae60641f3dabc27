// The message box under a conversation. An empty or whitespace-only message is not sent
// (support has nothing to answer): the Send button stays off until there is text. Enter sends, Shift+Enter starts a new line.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../../contracts/chat.ts';
import { Button } from '../../components/button.tsx';
import { FormField } from '../../components/form-field.tsx';
import { FormError } from '../../components/notice.tsx';
import { ApiError } from '../../lib/api.ts';

export function ChatComposer({ onSend }: { onSend: (content: string) => Promise<void> }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const content = text.trim();

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (content === '' || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(content);
      setText('');
    } catch (err) {
      setError(err instanceof ApiError && err.code && err.status ? err.code : 'networkError');
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={(e) => void submit(e)} noValidate>
      <FormField label={t('messageLabel')} value={text} className="chat-composer-field">
        {(control) => (
          <textarea
            {...control}
            className="chat-composer-input"
            rows={2}
            maxLength={CHAT_MESSAGE_MAX}
            value={text}
            placeholder={t('messagePlaceholder')}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      <FormError error={error} />
      <Button type="submit" disabled={content === ''} loading={sending} loadingText={t('sending')}>
        {t('send')}
      </Button>
    </form>
  );
}
