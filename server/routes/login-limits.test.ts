// Log-in limits, one request at a time (docs/decisions/0015). The concurrent bursts are in
// tests/pg/code-and-login-attacks.test.ts. A low base difficulty keeps solving challenges fast here.
import { beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_HEADER } from '../../contracts/challenge.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { solvedHeaders } from '../../tests/helpers/challenge.ts';
import { testClock } from '../../tests/helpers/clock.ts';
import { createPlayer } from '../../tests/helpers/players.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { CHALLENGE_TTL_MS } from '../services/challenges.ts';
import { ACCOUNT_FREE_FAILURES, ADDRESS_FREE_FAILURES, LOGIN_WINDOW_MS, PAIR_LIMIT } from '../services/login-throttle.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, config: { challengeDifficulty: 8 } });
});

const login = (username: string, password: string, opts: { address?: string; headers?: Record<string, string> } = {}) =>
  t.call('POST', '/api/login', { body: { username, password }, ...opts });

/** Logs in, solving a challenge if one is asked for, as the browser does. */
async function loginSolving(username: string, password: string, address?: string) {
  const first = await login(username, password, { address });
  if (first.body?.code !== 'challengeRequired') return first;
  return login(username, password, { address, headers: solvedHeaders(first.body.challenge) });
}

describe('log-in limits', () => {
  it('after 5 failures on an account, the next log-in needs a solved challenge, and the owner who solves it gets in', async () => {
    const p = await createPlayer(t);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) expect((await login(p.username, 'Wrong1234')).status).toBe(401);
    const asked = await login(p.username, p.password);
    expect(asked).toMatchObject({ status: 429, body: { code: 'challengeRequired', challenge: { difficulty: 8 } } });
    const solved = await login(p.username, p.password, { headers: solvedHeaders(asked.body.challenge) });
    expect(solved.status).toBe(200);
  });

  it('accepts a solved challenge once: the same solution again gets a fresh challenge, not a password check', async () => {
    const p = await createPlayer(t);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) await login(p.username, 'Wrong1234');
    const asked = await login(p.username, 'Wrong1234');
    const headers = solvedHeaders(asked.body.challenge);
    expect((await login(p.username, 'Wrong1234', { headers })).status).toBe(401);
    const replay = await login(p.username, p.password, { headers });
    expect(replay.body.code).toBe('challengeRequired');
    expect(replay.body.challenge.token).not.toBe(asked.body.challenge.token);
  });

  it('refuses a forged, a wrongly solved and an expired challenge', async () => {
    const p = await createPlayer(t);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) await login(p.username, 'Wrong1234');
    const { challenge } = (await login(p.username, p.password)).body;
    const forged = { ...challenge, token: challenge.token.replace(/^login\.\d+\./, 'login.1.') };
    expect((await login(p.username, p.password, { headers: solvedHeaders(forged) })).body.code).toBe('challengeRequired');
    expect((await login(p.username, p.password, { headers: { [CHALLENGE_HEADER]: `${challenge.token}:x` } })).body.code).toBe('challengeRequired');
    const solved = solvedHeaders(challenge);
    clock.advance(CHALLENGE_TTL_MS + 1000);
    try {
      expect((await login(p.username, p.password, { headers: solved })).body.code).toBe('challengeRequired');
    } finally {
      clock.advance(-(CHALLENGE_TTL_MS + 1000));
    }
  });

  it('refuses one address that failed 10 times on one account until the window ends, saying how long, while the owner elsewhere still gets in', async () => {
    clock.advance(LOGIN_WINDOW_MS);
    try {
      const p = await createPlayer(t);
      const attacker = '198.51.100.20';
      for (let i = 0; i < PAIR_LIMIT; i += 1) expect((await loginSolving(p.username, 'Wrong1234', attacker)).status).toBe(401);
      const refused = await loginSolving(p.username, p.password, attacker);
      expect(refused).toMatchObject({
        status: 429,
        body: { code: 'loginThrottled', message: M.loginThrottled.replace('{minutes}', '8'), vars: { minutes: '8' } },
      });
      expect(refused.headers.get('retry-after')).toBe('450');
      expect((await loginSolving(p.username, p.password, '198.51.100.21')).status).toBe(200);
      clock.advance(LOGIN_WINDOW_MS);
      expect((await loginSolving(p.username, p.password, attacker)).status).toBe(200);
    } finally {
      clock.advance(-2 * LOGIN_WINDOW_MS);
    }
  });

  it('after 20 failures from one address, a log-in from it needs a challenge, while the same player elsewhere does not', async () => {
    const busy = '203.0.113.50';
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i += 1) expect((await login(`ghost${i}user`, 'Wrong1234', { address: busy })).status).toBe(401);
    const p = await createPlayer(t);
    expect((await login(p.username, p.password, { address: busy })).body.code).toBe('challengeRequired');
    expect((await login(p.username, p.password, { address: '203.0.113.51' })).status).toBe(200);
    expect((await loginSolving(p.username, p.password, busy)).status).toBe(200);
  });

  it('does not count a right password as a failure', async () => {
    const p = await createPlayer(t);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES - 1; i += 1) await login(p.username, 'Wrong1234');
    for (let i = 0; i < 3; i += 1) expect((await login(p.username, p.password)).status).toBe(200);
    expect((await login(p.username, 'Wrong1234')).status).toBe(401);
    expect((await login(p.username, p.password)).body.code).toBe('challengeRequired');
  });
});
