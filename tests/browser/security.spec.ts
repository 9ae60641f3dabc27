import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { postSolving } from './api-with-challenges.ts';

// The built client under its Content-Security-Policy, and the sandbox gateway's payer page
// with PAYMENT_GATEWAY=sandbox (playwright.config.ts turns it on for the browser tests).

import { consoleLogIn, operatorToken } from './operator-session.ts';

/** Records every CSP violation in every frame, and every console error, of a page. */
async function watchForViolations(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${location.pathname}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

async function verifiedPlayer(request: APIRequestContext) {
  const tag = randomBytes(4).toString('hex');
  const player = { username: `s${tag}`, password: 'Secret123', phone: `017${String(randomInt(0, 1e8)).padStart(8, '0')}` };
  // Many browser tests sign up from one address: past the free sign-ups a challenge is asked and solved.
  const signup = await postSolving(request, '/api/v1/create-players', {
    data: { ...player, confirmPassword: player.password, name: 'Sandbox Flow', email: `${player.username}@example.com`, currency: 'BDT' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
  const session = (await login.json()) as { token: string; remote_id: string; username: string };
  const auth = { authorization: `Bearer ${session.token}` };
  expect((await request.post('/api/send-verification-code', { headers: auth, data: { phone: player.phone } })).status()).toBe(200);
  const op = await operatorToken(request);
  const outbox = (await (await request.get('/api/operator/outbox', { headers: { authorization: `Bearer ${op}` } })).json()).data as {
    recipient: string;
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((o) => o.recipient.endsWith(player.phone.slice(1)))?.text ?? '')?.[1];
  expect((await request.post('/api/verify-phone-number', { headers: auth, data: { verification_code: code } })).status()).toBe(200);
  return { ...session, auth, op };
}

const signedIn = (page: Page, s: { token: string; remote_id: string; username: string }, role = 'player') =>
  page.addInitScript(
    (x) => {
      localStorage.setItem('token', x.token);
      localStorage.setItem('remote_id', x.remote_id);
      localStorage.setItem('username', x.username);
      localStorage.setItem('role', x.role);
    },
    { ...s, role },
  );

test('the built client runs no inline script but the one a page carries by its hash, under its Content-Security-Policy on every kind of screen', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/deposit']) {
    const answer = await request.get(path);
    const html = await answer.text();
    const scriptSrc = /script-src ([^;]*)/.exec(answer.headers()['content-security-policy'] ?? '')?.[1]?.split(' ');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    const inline: string[] = [];
    for (const [, attributes, body] of scripts) {
      // A data block the server writes (the site's lookups, a screen's first answers) is JSON, never run.
      if (/\btype="application\/json"/.test(attributes!)) {
        expect(attributes).not.toMatch(/\bsrc=/);
        expect(() => JSON.parse(body!)).not.toThrow();
        continue;
      }
      if (/\bsrc=/.test(attributes!)) {
        expect(attributes).toMatch(/\bsrc="\/assets\//);
        expect(body!.trim()).toBe('');
        continue;
      }
      inline.push(body!);
    }
    // The early script of /deposit (server/pages/page-variants.ts), allowed by its own hash on that page alone.
    const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(scriptSrc, path).toEqual(["'self'", ...hashes]);
    expect(inline.length, path).toBe(path === '/deposit' ? 1 : 0);
  }

  const problems = await watchForViolations(page);
  const session = await verifiedPlayer(request);
  await signedIn(page, session);
  const list = (await (await request.get('/exchange-api/api/sports-events/cricket?when=inplay')).json()) as { EventId: string; MarketId: string }[];
  const event = list[0]!;
  const screens: [string, (p: Page) => Promise<void>][] = [
    ['/', (p) => expect(p.getByTestId('site-footer')).toBeAttached()],
    ['/login', (p) => expect(p.locator('input[name=password]')).toBeVisible()],
    ['/exchange-inplay', (p) => expect(p.getByTestId('event-row').first()).toBeVisible()],
    ['/deposit', (p) => expect(p.getByRole('button', { name: 'Next' })).toBeVisible()],
    ['/games?type=SLOT', (p) => expect(p.locator('[data-screen]')).toBeVisible()],
  ];
  for (const [path, shown] of screens) {
    await page.goto(path);
    await shown(page);
  }
  // The odds view draws the house score board from its /state answers, under the policy.
  const stateAsked = () => page.waitForRequest((r) => /\/exchange-api\/live-score\/[^/]+\/state$/.test(r.url()), { timeout: 15_000 });
  let polled = stateAsked();
  await page.goto(`/odds-view?eventId=${event.EventId}&marketId=${event.MarketId}`);
  await expect(page.getByTestId('score-board')).toBeVisible();
  await polled;
  // The board's own page, which another site may frame, runs its script (a file, not inline) and polls.
  polled = stateAsked();
  await page.goto(`/exchange-api/live-score/${event.EventId}`);
  await expect(page.locator('#score')).not.toBeEmpty();
  await polled;
  expect(problems).toEqual([]);
});

test('a player pays through the sandbox page, which says no real money moves, and another player cannot see it', async ({ browser, request }) => {
  const payer = await verifiedPlayer(request);
  const page = await (await browser.newContext()).newPage();
  const problems = await watchForViolations(page);
  await signedIn(page, payer);
  await page.goto('/deposit');
  await page.getByRole('radio', { name: 'Sandbox Pay' }).click();
  await page.getByRole('radio', { name: 'Send Money' }).click();
  await page.getByRole('button', { name: '1,000', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/EWA[0-9A-F]+$/);
  const ref = page.url().split('/').pop()!;
  await expect(page.getByTestId('sandbox-banner')).toHaveText('Sandbox payment gateway: a test tool. No real money moves.');
  await expect(page.getByTestId('status')).toHaveText('Waiting for your decision');

  // Another player with the address sees nothing and has no buttons to press.
  const intruder = await verifiedPlayer(request);
  const other = await (await browser.newContext()).newPage();
  await signedIn(other, intruder);
  await other.goto(`/sandbox-pay/${ref}`);
  await expect(other.getByRole('alert')).toHaveText('This payment request was not found.');
  await expect(other.getByRole('button', { name: 'Approve payment' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Approve payment' }).click();
  // Back on /deposit, the client confirms with the gateway's reference and says the money is in.
  await expect(page.getByTestId('ewallet-result')).toHaveText('Your deposit of ৳ 1,000.00 has been added to your balance.');
  await expect(page).toHaveURL(/\/deposit$/);
  const confirmed = await request.post('/api/ewa/confirm', { headers: payer.auth, data: { trx_id: ref } });
  expect(await confirmed.json()).toMatchObject({ success: true, status: 'approved' });
  expect((await (await request.post('/api/balance', { headers: payer.auth, data: {} })).json()).balance).toBe('1000.00');

  // The operator sees the decision in the console.
  const operatorPage = await (await browser.newContext()).newPage();
  await consoleLogIn(operatorPage);
  await operatorPage.getByRole('tab', { name: 'Sandbox gateway' }).click();
  await expect(operatorPage.getByRole('row').filter({ hasText: ref }).filter({ hasText: 'Applied' })).toHaveCount(1);
  expect(problems).toEqual([]);
});
