// Paid-message floods and phone-number enumeration, as concurrent bursts.
// They run on PGlite too, but only PostgreSQL (TEST_DATABASE_URL; CI) shows the races.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { FORGOT_PER_ADDRESS } from '../../server/services/password-reset.ts';
import { ADD_PHONE_PER_DAY } from '../../server/services/verification.ts';
import { SIGNUP_FREE_PER_ADDRESS, SIGNUP_MAX_PER_ADDRESS } from '../../server/services/signup-throttle.ts';
import { solvedHeaders } from '../helpers/challenge.ts';
import { testClock } from '../helpers/clock.ts';
import { createPlayer, newPlayerInput } from '../helpers/players.ts';
import { createTestApp, randomAddress, type TestApp } from '../helpers/test-app.ts';
import { accountsWithPhone, burst, messagesTo } from './attack-kit.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, config: { challengeDifficulty: 8 } });
});

const forgot = (p: { username: string; phone: string }, address?: string) =>
  t.call('POST', '/api/usr-forgot-password', { address, body: { type: 'sms', phone: p.phone, username: p.username } });

describe('code floods', () => {
  it('20 concurrent forgot-password requests for one account, from 20 addresses, send one SMS', async () => {
    const p = await createPlayer(t);
    const answers = await burst(20, () => forgot(p));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.message))).toEqual(new Set(['OTP sent successfully. Please check your sms.']));
    expect(await messagesTo(t, p.phone)).toBe(1);
  });

  it.each([['phone'], ['email']] as const)('20 concurrent send-verification-code calls for the %s send one code', async (field) => {
    const p = await createPlayer(t);
    const answers = await burst(20, () => t.call('POST', '/api/send-verification-code', { token: p.token, body: { [field]: p[field] } }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body?.code === 'codeResendTooSoon')).toHaveLength(19);
    expect(await messagesTo(t, p[field])).toBe(1);
  });

  it('one address asking for 15 reset codes at once gets 10 answered and 5 told to wait, whether or not the accounts exist', async () => {
    const real = await Promise.all(Array.from({ length: 8 }, () => createPlayer(t)));
    const made = Array.from({ length: 7 }, (_, i) => ({ username: `nobody${i}here`, phone: `0171000000${i}` }));
    const address = randomAddress();
    const answers = await burst(15, (i) => forgot(i < 8 ? real[i]! : made[i - 8]!, address));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FORGOT_PER_ADDRESS);
    const waits = answers.filter((a) => a.status === 429);
    expect(waits).toHaveLength(15 - FORGOT_PER_ADDRESS);
    for (const w of waits) expect(w.body).toMatchObject({ code: 'tooManyAttemptsWait', vars: { minutes: '8' } });
  });

  it('reset codes for many accounts from many addresses stop at the global per-minute cap, and the answers do not show it', async () => {
    const capped = await createTestApp({ now: clock.now, config: { unauthenticatedSendsPerMinute: 5 } });
    const players = await Promise.all(Array.from({ length: 12 }, () => createPlayer(capped)));
    const answers = await burst(12, (i) =>
      capped.call('POST', '/api/usr-forgot-password', {
        body: { type: 'sms', phone: players[i]!.phone, username: players[i]!.username },
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const sent = await Promise.all(players.map((p) => messagesTo(capped, p.phone)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(5);
  });
});

describe('phone-number enumeration', () => {
  it('a logged-in player asking to add registered phones is told 10 times a day, and nothing once both slots are full', async () => {
    const owner = await createPlayer(t);
    const prober = await createPlayer(t);
    const add = (p: typeof prober, phone: string) => t.call('POST', '/api/add/number', { token: p.token, body: { phone } });
    const answers = await burst(14, () => add(prober, owner.phone));
    expect(answers.filter((a) => a.body?.code === 'phoneTaken')).toHaveLength(ADD_PHONE_PER_DAY);
    expect(answers.filter((a) => a.body?.code === 'tooManyAttemptsWait')).toHaveLength(14 - ADD_PHONE_PER_DAY);
    const full = await createPlayer(t);
    // Two numbers other than the player's own (a prefix it does not start with), else the add is refused as taken.
    const others = ['0199', '0188', '0177'].filter((prefix) => !full.phone.startsWith(prefix)).slice(0, 2);
    for (const phone of others.map((prefix) => `${prefix}${full.phone.slice(-7)}`)) {
      const added = await add(full, phone);
      expect(added.status, `${phone} beside ${full.phone}: ${JSON.stringify(added.body)}`).toBe(200);
    }
    expect((await add(full, owner.phone)).body.code).toBe('extraPhoneLimit');
  });

  it('a sign-up with a taken username answers the same whether or not its phone is registered', async () => {
    const owner = await createPlayer(t);
    const other = await createPlayer(t);
    const registered = await t.call('POST', '/api/v1/create-players', { body: newPlayerInput({ username: other.username, phone: owner.phone }) });
    const unregistered = await t.call('POST', '/api/v1/create-players', { body: newPlayerInput({ username: other.username }) });
    expect(registered).toMatchObject({ status: 422, body: { errors: { username: M.usernameTaken } } });
    expect(registered.body).toEqual(unregistered.body);
  });

  it('a sign-up does not say which of the phone or the e-mail is registered', async () => {
    const owner = await createPlayer(t);
    const byPhone = await t.call('POST', '/api/v1/create-players', { body: newPlayerInput({ phone: owner.phone }) });
    const byEmail = await t.call('POST', '/api/v1/create-players', { body: newPlayerInput({ email: owner.email }) });
    expect(byPhone.status).toBe(422);
    expect(byPhone.body).toEqual(byEmail.body);
    expect(byPhone.body.errors).toEqual({ phone: M.contactTaken, email: M.contactTaken });
  });

  it('40 concurrent sign-ups from one address check at most 5 phones; the rest are asked for a challenge', async () => {
    const address = randomAddress();
    const inputs = Array.from({ length: 40 }, () => newPlayerInput());
    const answers = await burst(40, (i) => t.call('POST', '/api/v1/create-players', { address, body: inputs[i] }));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(SIGNUP_FREE_PER_ADDRESS);
    expect(answers.filter((a) => a.body?.code === 'challengeRequired')).toHaveLength(40 - SIGNUP_FREE_PER_ADDRESS);
    const created = await Promise.all(inputs.map((i) => accountsWithPhone(t, i.phone)));
    expect(created.reduce((a, b) => a + b, 0)).toBe(SIGNUP_FREE_PER_ADDRESS);
  });

  it('sign-ups from one address past 30 in an hour wait for the hour, even with solved challenges', async () => {
    clock.advance(60 * 60_000);
    try {
      const address = randomAddress();
      const signUp = async () => {
        const body = newPlayerInput();
        const first = await t.call('POST', '/api/v1/create-players', { address, body });
        if (first.body?.code !== 'challengeRequired') return first;
        return t.call('POST', '/api/v1/create-players', { address, body, headers: solvedHeaders(first.body.challenge) });
      };
      for (let i = 0; i < SIGNUP_MAX_PER_ADDRESS; i += 1) expect((await signUp()).status).toBe(201);
      expect(await signUp()).toMatchObject({ status: 429, body: { code: 'tooManyAttemptsWait', vars: { minutes: '53' } } });
      expect((await t.call('POST', '/api/v1/create-players', { body: newPlayerInput() })).status).toBe(201);
    } finally {
      clock.advance(-60 * 60_000);
    }
  });
  it('holds an operator-set ceiling (SIGNUP_LIMIT_PER_HOUR) as it holds the default one', async () => {
    const own = await createTestApp({ config: { challengeDifficulty: 8, signupsPerAddressPerHour: 8 } });
    const address = randomAddress();
    const signUp = async () => {
      const body = newPlayerInput();
      const first = await own.call('POST', '/api/v1/create-players', { address, body });
      if (first.body?.code !== 'challengeRequired') return first;
      return own.call('POST', '/api/v1/create-players', { address, body, headers: solvedHeaders(first.body.challenge) });
    };
    for (let i = 0; i < 8; i += 1) expect((await signUp()).status).toBe(201);
    expect(await signUp()).toMatchObject({ status: 429, body: { code: 'tooManyAttemptsWait' } });
  });
});
