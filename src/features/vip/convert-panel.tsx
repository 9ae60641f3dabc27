// The Convert VP panel: at least 10 points. Below that the
// field says, as the player types, 'Not enough points. Points must follow minimum VP required to
// convert.'; pressing Convert then says 'Minimum VP Required: 10'. The result shows in a Message
// dialog, and the balance everywhere is refreshed at once.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_VP_TO_CONVERT } from '../../../contracts/engagement.ts';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { TextField } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { parseNumber } from '../../lib/format.ts';
import { useErrorText } from '../../lib/message-text.ts';
import { useFormat } from '../../lib/use-format.ts';
import { convertVip } from './api.ts';

export function ConvertPanel({ points, rate, onConverted }: { points: number; rate: string; onConverted: () => void }) {
  const { t } = useTranslation(['vip', 'errors']);
  const f = useFormat();
  const say = useErrorText();
  const [value, setValue] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const amount = parseNumber(value);
  const tooFew = value.trim() !== '' && (amount === null || amount < MIN_VP_TO_CONVERT);
  const inline = tooFew ? t('errors:vipNotEnoughPoints') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (amount === null || !Number.isInteger(amount) || amount < MIN_VP_TO_CONVERT) {
      setSubmitError(t('errors:vipMinimumToConvert', { min: f.integer(MIN_VP_TO_CONVERT) }));
      return;
    }
    setSubmitError(null);
    setBusy(true);
    attemptKey.current ??= crypto.randomUUID();
    try {
      const answer = await convertVip(amount, attemptKey.current);
      attemptKey.current = null;
      setValue('');
      void refreshBalanceNow(answer.balance);
      setResult(t('errors:vipConverted', { points: f.integer(amount), amount: f.amount(answer.amount) }));
      onConverted();
    } catch (error) {
      // A refusal is final for this attempt; a network failure keeps the key for the retry.
      if (error instanceof ApiError && error.status) attemptKey.current = null;
      // A refused field (the server's own minimum, filled in) shows under the field; the field recognises
      // the catalogue text and says it with the reader's digits. Any other refusal goes to the dialog.
      const field = error instanceof ApiError ? Object.values(error.errors ?? {})[0] : undefined;
      if (field) setSubmitError(field);
      else setResult(error instanceof ApiError && error.status ? say(error) : t('errors:vipConvertFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="vip-convert" aria-label={t('convertTitle')} onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('convertTitle')}</h2>
      <p className="vip-rate">{t('rate', { value: f.taka(rate) })}</p>
      <TextField
        label={t('pointsToConvert')}
        inputMode="numeric"
        value={value}
        autoComplete="off"
        hint={t('available', { points: f.integer(points), min: f.integer(MIN_VP_TO_CONVERT) })}
        error={inline ?? submitError}
        onChange={(e) => {
          setValue(e.target.value);
          setSubmitError(null);
        }}
      />
      <Button type="submit" block loading={busy}>
        {t('convert')}
      </Button>
      {result && (
        <Dialog
          name="vip-result"
          title={t('message')}
          onClose={() => setResult(null)}
          size="sm"
          footer={<Button onClick={() => setResult(null)}>{t('ok')}</Button>}
        >
          <p>{result}</p>
        </Dialog>
      )}
    </form>
  );
}
