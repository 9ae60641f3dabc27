// The console's log-in, one step at a time, each saying what to do next: the password; then, at the first
// log-in, the authenticator's set-up (a QR code, the key to type by hand, the first code) and the
// recovery codes shown once; at later log-ins the code, or a recovery code instead. A new member then
// replaces the one-off password they were given (staff-new-password-form.tsx) before the console opens. A staff member whose
// password was right at the player's /login starts at the second step (staff-api.ts, staffHandoffAtom).
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSessionResponse } from '../../../contracts/staff.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { FormError, Notice } from '../../components/notice.tsx';
import { apiErrorVars } from './form-errors.ts';
import { loginFailureKey } from './api.ts';
import { store } from '../../lib/store.ts';
import { NewPasswordForm } from './staff-new-password-form.tsx';
import { saveStaffSession, staffEnrol, staffHandoffAtom, staffPassword, staffVerify, type StaffHandoff } from './staff-api.ts';

type Step =
  | { at: 'password' }
  | { at: 'enrol'; challenge: string; secret?: string; uri?: string }
  | { at: 'verify'; challenge: string; recovery: boolean }
  | { at: 'new-password'; challenge: string; recovery?: string[] }
  | { at: 'recovery-codes'; answer: StaffSessionResponse };

function handedOver(begun: StaffHandoff | null): Step {
  if (!begun) return { at: 'password' };
  if (begun.next === 'verify') return { at: 'verify', challenge: begun.challenge, recovery: false };
  return { at: 'enrol', challenge: begun.challenge, secret: begun.secret, uri: begun.uri };
}

export function StaffLoginForm() {
  const { t } = useTranslation('auth');
  // A log-in begun at the player's /login opens at its second step; it is taken once (and the effect
  // forgets it, so a later visit starts from the password).
  const [step, setStep] = useState<Step>(() => handedOver(store.get(staffHandoffAtom)));
  useEffect(() => store.set(staffHandoffAtom, null), []);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ key: string; vars?: Record<string, string> }>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError({ key: loginFailureKey(err), vars: apiErrorVars(err) });
    } finally {
      setBusy(false);
    }
  }

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const answer = await staffPassword(username, password);
      if (answer.next === 'verify') return setStep({ at: 'verify', challenge: answer.challenge, recovery: false });
      const enrol = await staffEnrol(answer.challenge);
      setStep({ at: 'enrol', challenge: answer.challenge, secret: enrol.secret, uri: enrol.uri });
    });
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (step.at !== 'enrol' && step.at !== 'verify') return;
    const second = step.at === 'verify' && step.recovery ? { recovery_code: code.trim().toLowerCase() } : { code: code.trim() };
    void run(async () => {
      const answer = await staffVerify(step.challenge, second).catch((err: unknown) => {
        // The password step was passed too long ago (or the step was already used): start again from it.
        if (loginFailureKey(err) === 'staffChallengeExpired') setStep({ at: 'password' });
        throw err;
      });
      setCode('');
      // A new member's password is still the one-off they were given: their own comes before the session.
      if ('next' in answer) return setStep({ at: 'new-password', challenge: answer.challenge, recovery: answer.recovery_codes });
      if (answer.recovery_codes?.length) return setStep({ at: 'recovery-codes', answer });
      saveStaffSession(answer);
    });
  };

  if (step.at === 'password')
    return (
      <form className="auth-form" onSubmit={submitPassword} noValidate>
        <TextField
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError error={error?.key} vars={error?.vars} />
        <Button type="submit" size="lg" block loading={busy} loadingText={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </form>
    );

  if (step.at === 'new-password')
    return (
      <NewPasswordForm
        challenge={step.challenge}
        onDone={(answer) => {
          // At enrolment the recovery codes came with the code step; they are shown once the session is there.
          if (step.recovery?.length) return setStep({ at: 'recovery-codes', answer: { ...answer, recovery_codes: step.recovery } });
          saveStaffSession(answer);
        }}
        onExpired={() => {
          setStep({ at: 'password' });
          setError({ key: 'staffChallengeExpired' });
        }}
      />
    );

  if (step.at === 'recovery-codes')
    return (
      <div className="auth-form staff-recovery">
        <Notice tone="success" title={t('twoFactor.recoveryTitle')}>
          {t('twoFactor.recoveryText')}
        </Notice>
        <ol className="staff-recovery-codes" translate="no" data-testid="recovery-codes">
          {step.answer.recovery_codes!.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <Button size="lg" block onClick={() => saveStaffSession(step.answer)}>
          {t('twoFactor.continue')}
        </Button>
      </div>
    );

  const recovery = step.at === 'verify' && step.recovery;
  return (
    <form className="auth-form" onSubmit={submitCode} noValidate>
      {step.at === 'enrol' && step.uri && (
        <>
          <p>{t('twoFactor.enrolText')}</p>
          <div className="staff-qr">
            <QRCodeSVG value={step.uri} size={176} marginSize={2} title={t('twoFactor.qrTitle')} />
          </div>
          <p>
            {t('twoFactor.keyLabel')}{' '}
            <code translate="no" data-testid="totp-secret" className="staff-secret">
              {step.secret}
            </code>
          </p>
        </>
      )}
      {step.at === 'verify' && <p>{t(recovery ? 'twoFactor.recoveryPrompt' : 'twoFactor.verifyText')}</p>}
      <TextField
        label={t(recovery ? 'twoFactor.recoveryLabel' : 'twoFactor.codeLabel')}
        name={recovery ? 'recovery_code' : 'code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormError error={error?.key} vars={error?.vars} />
      <Button type="submit" size="lg" block loading={busy} loadingText={t('twoFactor.checking')}>
        {t('twoFactor.submit')}
      </Button>
      {step.at === 'verify' && (
        <Button variant="ghost" block onClick={() => setStep({ ...step, recovery: !recovery })}>
          {t(recovery ? 'twoFactor.useCode' : 'twoFactor.useRecovery')}
        </Button>
      )}
    </form>
  );
}
