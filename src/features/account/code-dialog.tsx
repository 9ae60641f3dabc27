// The verify-phone, verify-email and add-phone popups: send a code, then a 300 s m:ss countdown
// replaces the send button (it stays blocked after the first press), then enter the code.
// Failures open the dialog titled Error ('Failed to send code' when the server says nothing).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_TTL_SECONDS, codeSchema } from '../../../contracts/account.ts';
import { messageKeyOf } from '../../../contracts/messages/index.ts';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import type { Language } from '../../lib/i18n.ts';
import { formatCountdown } from '../../lib/format.ts';
import { useCountdown } from './use-countdown.ts';

function showApiError(error: unknown, fallback: string) {
  // A body without a message (unexpectedError) falls back to the spec's text for this action.
  const known = error instanceof ApiError && error.code !== 'unexpectedError';
  const code = known ? (error.code ?? messageKeyOf(error.message) ?? fallback) : fallback;
  showErrorModal({ code, vars: known ? error.vars : undefined, message: known ? error.message : fallback });
}

interface CodeDialogProps {
  name: string;
  title: string;
  /** What the code goes to, or an input to type it (add phone). */
  target: ReactNode;
  send: () => Promise<unknown>;
  verify: (code: string) => Promise<unknown>;
  onVerified: () => void;
  onClose: () => void;
}

export function CodeDialog({ name, title, target, send, verify, onVerified, onClose }: CodeDialogProps) {
  const { t, i18n } = useTranslation('account');
  const [left, startCountdown] = useCountdown();
  const [sent, setSent] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  async function onSend() {
    setPressed(true);
    try {
      await send();
      setSent(true);
      startCountdown(CODE_TTL_SECONDS);
    } catch (error) {
      setPressed(false);
      showApiError(error, 'failedToSendCode');
    }
  }

  async function onVerify() {
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) return setCodeError('codeInvalid');
    setCodeError(undefined);
    try {
      await verify(parsed.data);
      onVerified();
    } catch (error) {
      showApiError(error, 'codeInvalid');
    }
  }

  const counting = left > 0;
  return (
    <Dialog name={name} title={title} onClose={onClose}>
      <div className="code-target">{target}</div>
      {counting ? (
        <span className="countdown" role="timer">{formatCountdown(left, i18n.language as Language)}</span>
      ) : (
        <Button disabled={pressed && !sent} onClick={() => void onSend()}>
          {sent ? t('code.resend') : t('code.send')}
        </Button>
      )}
      {sent && (
        <div className="code-entry">
          <label>{t('code.label')}
            <input name="code" inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          </label>
          {codeError && <p className="field-error" role="alert">{t(`errors:${codeError}`)}</p>}
          <Button onClick={() => void onVerify()}>{t('code.verify')}</Button>
        </div>
      )}
    </Dialog>
  );
}
