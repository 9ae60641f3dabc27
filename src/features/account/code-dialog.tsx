// The verify-phone, verify-email and add-phone popups: send a code, then a 300 s m:ss countdown
// replaces the send button (it stays blocked after the first press), then enter the code.
// Failures open the dialog titled Error ('Failed to send code' when the server says nothing).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_TTL_SECONDS, codeSchema } from '../../../contracts/account.ts';
import { messageKeyOf } from '../../../contracts/messages/index.ts';
import { Button } from '../../components/button.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { TextField } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import { toLatinDigits } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';

function showApiError(error: unknown, fallback: string) {
  // A body without a message (unexpectedError) falls back to the product's text for this action.
  const known = error instanceof ApiError && error.code !== 'unexpectedError';
  const code = known ? (error.code ?? messageKeyOf(error.message) ?? fallback) : fallback;
  showErrorModal({ code, vars: known ? error.vars : undefined, message: known ? error.message : fallback });
}

interface CodeDialogProps {
  name: string;
  title: string;
  /** What the code goes to, or a field to type it (add phone). */
  target: ReactNode;
  send: () => Promise<unknown>;
  verify: (code: string) => Promise<unknown>;
  onVerified: () => void;
  onClose: () => void;
}

export function CodeDialog({ name, title, target, send, verify, onVerified, onClose }: CodeDialogProps) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  async function onSend() {
    setSending(true);
    try {
      await send();
      setSent(true);
      setEndsAt(Date.now() + CODE_TTL_SECONDS * 1000);
    } catch (error) {
      showApiError(error, 'failedToSendCode');
    } finally {
      setSending(false);
    }
  }

  async function onVerify() {
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) return setCodeError('codeInvalid');
    setCodeError(undefined);
    setVerifying(true);
    try {
      await verify(parsed.data);
      onVerified();
    } catch (error) {
      showApiError(error, 'codeInvalid');
    } finally {
      setVerifying(false);
    }
  }

  return (
    <Dialog name={name} title={title} onClose={onClose}>
      <form
        className="code-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void (sent ? onVerify() : onSend());
        }}
      >
        <div className="code-target">{target}</div>
        {endsAt !== null ? (
          <p className="code-wait">
            <span>{t('code.wait')}</span>
            <Countdown until={endsAt} onDone={() => setEndsAt(null)} label={t('code.wait')} className="code-countdown" />
          </p>
        ) : (
          <Button
            variant={sent ? 'secondary' : 'primary'}
            block
            loading={sending}
            type={sent ? 'button' : 'submit'}
            onClick={sent ? () => void onSend() : undefined}
          >
            {sent ? t('code.resend') : t('code.send')}
          </Button>
        )}
        {sent && (
          <>
            <TextField
              label={t('code.label')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={f.digits(code)}
              onChange={(e) => setCode(toLatinDigits(e.target.value).replace(/\D/g, ''))}
              error={codeError}
            />
            <Button type="submit" block loading={verifying}>
              {t('code.verify')}
            </Button>
          </>
        )}
      </form>
    </Dialog>
  );
}
