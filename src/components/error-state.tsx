// A read that failed: what went wrong, in the reader's language, and Try again. Never an empty list in its
// place, so "nothing here" always means nothing is there. The full form stands where the list or form
// would be; the compact one sits above an answer still shown after a later read failed.
// Its words are in the first-paint namespace, so a failure on any screen is said without a chunk to load.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { errorText } from '../lib/message-text.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { Notice } from './notice.tsx';
import './error-state.css';

export function ErrorState({ error, onRetry, compact = false, title }: { error: unknown; onRetry: () => void; compact?: boolean; title?: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  // The server's own refusal when it gave one (or the screen's own message code); a call that never got an
  // answer says to check the connection. A lookup past the per-address limit is said by the shell's Error
  // dialog with its wait (lib/api.ts), so it is not said twice here.
  const text =
    typeof error === 'string'
      ? errorText({ code: error, message: error }, i18n)
      : error instanceof ApiError && error.status === 429
        ? undefined
        : error instanceof ApiError && error.status > 0
          ? errorText(error, i18n)
          : t('loadFailedHint');
  const retry = (
    <Button variant="secondary" size={compact ? 'sm' : undefined} icon="refresh" onClick={onRetry} data-testid="retry">
      {t('retry')}
    </Button>
  );
  if (compact)
    return (
      <div data-testid="error-state">
        <Notice tone="danger" title={title ?? t('loadFailed')}>
          {text && <p className="error-state-text">{text}</p>}
          {retry}
        </Notice>
      </div>
    );
  return (
    <div role="alert">
      <EmptyState icon="alert" title={title ?? t('loadFailed')} description={text} action={retry} testId="error-state" />
    </div>
  );
}
