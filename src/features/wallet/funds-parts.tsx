// The parts the deposit, withdrawal and make-payment screens share: one Idempotency-Key per attempt, the
// choice among the player's verified numbers, and the way a request that was taken ends (its success said,
// then the pending requests' screen).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { useLocation } from 'wouter';
import { SelectField } from '../../components/select.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFormat } from '../../lib/use-format.ts';
import { newIdempotencyKey } from './api.ts';

/** How long the success notice shows before the pending requests' screen: long enough to be read, then the page it names. */
export const SUBMITTED_NOTICE_MS = 1500;

/**
 * One key per attempt: a retry after a network failure resends the same key, so the server answers it with
 * the first result instead of taking the money twice; an answer (taken or refused) ends the attempt.
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return {
    /** The attempt's key, a new one if none is open. */
    current: () => (key.current ??= newIdempotencyKey()),
    /** The server answered: the next press is a new attempt. */
    answered: () => {
      key.current = null;
    },
    /** A failure: the attempt ends if the server answered it; a network failure keeps the key for the retry. */
    failed: (error: unknown) => {
      if (error instanceof ApiError && error.status) key.current = null;
    },
  };
}

/** A request taken: after the success notice, the pending requests' screen with its amount and icon. */
export function showPendingRequestsSoon(navigate: ReturnType<typeof useLocation>[1], amount: number, paymentIcon: string) {
  setTimeout(() => navigate('/payment-request', { state: { amount, payment_icon: paymentIcon } }), SUBMITTED_NOTICE_MS);
}

/** The player's verified numbers to choose from (Choose first, the numbers in the language's digits). */
export function VerifiedNumberSelect({
  label,
  name,
  phones,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  phones: readonly string[];
  value: string;
  onChange: (phone: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      error={error}
      options={[{ value: '', label: t('choose') }, ...phones.map((p) => ({ value: p, label: f.digits(p) }))]}
    />
  );
}
