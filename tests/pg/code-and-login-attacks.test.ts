// Account takeover attempts as concurrent bursts (code guessing, log-in floods). They run on PGlite too, but
// PGlite answers one query at a time, so only PostgreSQL (TEST_DATABASE_URL; CI) shows the races.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { ACCOUNT_FREE_FAILURES, PAIR_LIMIT } from '../../server/services/login-throttle.ts';
import { issueChallenge, MAX_EXTRA_BITS } from '../../server/services/challenges.ts';
import { MAX_TRIES } from '../../server/services/codes.ts';
import { CHALLENGE_HEADER } from '../../contracts/challenge.ts';
import { solveChallenge } from '../helpers/challenge.ts';
import { testClock } from '../helpers/clock.ts';
import { createPlayer, lastCodeFor, type TestPlayer } from '../helpers/players.ts';
import { createTestApp, randomAddress, type TestApp } from '../helpers/test-app.ts';
import { burnedCode, burst, checked, loginSolving, tally, triesUsed, wrongCodes } from './attack-kit.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, config: { challengeDifficulty: 8 } });
});

describe('one-time codes under a burst of guesses', () => {
  // The bursts hold only wrong guesses, so every count is exact whatever order PostgreSQL serves them in. With the
  // right code inside a burst, the guess that used the code up would turn every later one into a codeInvalid that
  // compared nothing, and the order of a burst is not the order it was started in (CI saw it: 14 "checked").
  it('a burst of 50 concurrent wrong reset-code guesses checks exactly 5; the right code afterwards is refused and takes no account', async () => {
    const p = await createPlayer(t);
    expect((await t.call('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone: p.phone, username: p.username } })).status).toBe(200);
    const code = await lastCodeFor(t, p.phone);
    const guesses = wrongCodes(code, 50);
    const reset = (otp: string) =>
      t.call('POST', '/api/usr-reset-password', { body: { username: p.username, otp, password: 'Taken0ver1', password_confirmation: 'Taken0ver1' } });
    const answers = await burst(50, (i) => reset(guesses[i]!));
    expect(await triesUsed(t, Number(p.remote_id), 'reset_password')).toBe(MAX_TRIES);
    expect(tally(answers)).toEqual(burnedCode(50));
    expect(await reset(code)).toMatchObject({ status: 429, body: { code: 'codeTooManyTries' } });
    expect((await t.call('POST', '/api/login', { body: { username: p.username, password: 'Taken0ver1' } })).status).toBe(401);
    expect((await t.call('POST', '/api/login', { body: { username: p.username, password: p.password } })).status).toBe(200);
  });

  const sendAndVerify: Record<
    string,
    {
      purpose: 'verify_phone' | 'verify_email' | 'verify_extra_phone';
      setup: (p: TestPlayer) => Promise<string>;
      verify: (code: string) => [string, Record<string, string>];
    }
  > = {
    phone: {
      purpose: 'verify_phone',
      setup: async (p) => {
        await t.call('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
        return lastCodeFor(t, p.phone);
      },
      verify: (code) => ['/api/verify-phone-number', { verification_code: code }],
    },
    'e-mail': {
      purpose: 'verify_email',
      setup: async (p) => {
        await t.call('POST', '/api/send-verification-code', { token: p.token, body: { email: p.email } });
        return lastCodeFor(t, p.email);
      },
      verify: (code) => ['/api/verify-email', { code }],
    },
    'extra phone': {
      purpose: 'verify_extra_phone',
      setup: async (p) => {
        // Another number than the player's own (a last digit it does not end in), else the add is refused as taken.
        const extra = `01${p.phone.slice(-9, -1)}${(Number(p.phone.slice(-1)) + 1) % 10}`;
        await t.call('POST', '/api/add/number', { token: p.token, body: { phone: extra } });
        await t.call('POST', '/api/add/send-verification-code', { token: p.token, body: { phone: extra } });
        return lastCodeFor(t, extra);
      },
      verify: (code) => ['/api/add/verify-phone-number', { verification_code: code }],
    },
  };

  it.each(Object.keys(sendAndVerify))(
    'a burst of 30 concurrent wrong guesses at a %s code checks exactly 5; the right code afterwards is refused',
    async (kind) => {
      const { purpose, setup, verify } = sendAndVerify[kind]!;
      const p = await createPlayer(t);
      const code = await setup(p);
      const guesses = wrongCodes(code, 30);
      const send = (guess: string) => {
        const [path, body] = verify(guess);
        return t.call('POST', path, { token: p.token, body });
      };
      const answers = await burst(30, (i) => send(guesses[i]!));
      expect(await triesUsed(t, Number(p.remote_id), purpose)).toBe(MAX_TRIES);
      expect(tally(answers)).toEqual(burnedCode(30));
      expect(await send(code)).toMatchObject({ status: 429, body: { code: 'codeTooManyTries' } });
    },
  );

  it('30 concurrent submissions of the right phone code verify it once: one is taken and the other 29 are refused', async () => {
    const p = await createPlayer(t);
    const code = await sendAndVerify.phone!.setup(p);
    const answers = await burst(30, () => t.call('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code } }));
    const { '200': taken, '422 codeInvalid': invalid = 0, '429 codeTooManyTries': tooMany = 0, ...other } = tally(answers);
    // Those that came after it was taken find no live code; those past the 5 tries while it was still being taken
    // are refused for tries. Neither verifies anything.
    expect({ taken, rest: invalid + tooMany, other }).toEqual({ taken: 1, rest: 29, other: {} });
    const [row] = await t.deps.database.db
      .select({ at: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, Number(p.remote_id)));
    expect(row?.at).toBeInstanceOf(Date);
  });
});

describe('log-in under a burst of guesses', () => {
  it('40 concurrent log-ins from one address (39 wrong, the right one last) check no more than the pair limit', async () => {
    const p = await createPlayer(t);
    const address = randomAddress();
    const answers = await burst(40, (i) =>
      t.call('POST', '/api/login', { address, body: { username: p.username, password: i === 39 ? p.password : 'Wrong1234' } }),
    );
    // Without solved challenges, only the account's free failures get a password check at all.
    expect(checked(answers)).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES);
    expect(checked(answers)).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  });

  it('40 concurrent log-ins from one address, each with a solved challenge, check no more than the pair limit', async () => {
    const p = await createPlayer(t);
    const address = randomAddress();
    const solutions = Array.from({ length: 40 }, () => solveChallenge(issueChallenge(t.deps, 'login', 8 + MAX_EXTRA_BITS)));
    const answers = await burst(40, (i) =>
      t.call('POST', '/api/login', {
        address,
        headers: { [CHALLENGE_HEADER]: solutions[i]! },
        body: { username: p.username, password: i === 39 ? p.password : 'Wrong1234' },
      }),
    );
    expect(checked(answers)).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(answers.filter((a) => a.body?.code === 'loginThrottled').length).toBeGreaterThanOrEqual(40 - PAIR_LIMIT);
  });

  it('an attacker hammering an account from several addresses cannot lock the owner out: the owner logs in from another', async () => {
    const p = await createPlayer(t);
    const attackers = [randomAddress(), randomAddress(), randomAddress()];
    const hammer = await burst(36, (i) => loginSolving(t, p.username, 'Wrong1234', attackers[i % 3]));
    expect(hammer.filter((a) => a.status === 401).length).toBeLessThanOrEqual(3 * PAIR_LIMIT);
    expect(hammer.filter((a) => a.body?.code === 'loginThrottled').length).toBeGreaterThan(0);
    // The owner, elsewhere: asked for a (harder) challenge, not refused; solving it gets them in.
    const owner = await t.call('POST', '/api/login', { body: { username: p.username, password: p.password } });
    expect(owner).toMatchObject({ status: 429, body: { code: 'challengeRequired' } });
    expect((await loginSolving(t, p.username, p.password)).status).toBe(200);
  });

  it('40 players failing to log in from one carrier address do not lock out a new player behind it', async () => {
    const carrier = randomAddress();
    const failures = await burst(40, (i) => t.call('POST', '/api/login', { address: carrier, body: { username: `neighbour${i}x`, password: 'Wrong1234' } }));
    expect(failures.filter((a) => a.status >= 500)).toEqual([]);
    const p = await createPlayer(t);
    const first = await t.call('POST', '/api/login', { address: carrier, body: { username: p.username, password: p.password } });
    expect(first).toMatchObject({ status: 429, body: { code: 'challengeRequired' } });
    expect((await loginSolving(t, p.username, p.password, carrier)).status).toBe(200);
  });
});
