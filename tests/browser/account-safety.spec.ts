// Account safety on a phone, against the real product: a player chats with support while the
// operator answers in the console; a daily deposit limit refuses a deposit over it; a player on a break
// cannot deposit but can still withdraw; and the e-wallet path runs from /deposit through the sandbox
// gateway's page back to /deposit with the balance credited.
import { randomBytes, randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { postSolving } from './api-with-challenges.ts';
import { openCricketMatch } from './exchange-player.ts';

import { consoleLogIn, operatorToken } from './operator-session.ts';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

interface Player {
  token: string;
  remote_id: string;
  username: string;
  password: string;
  phone: string;
  auth: Record<string, string>;
}

/** A signed-up player with a verified phone (the code read from the outbox), optionally funded by an approved deposit. */
async function player(request: APIRequestContext, opts: { fund?: number } = {}): Promise<Player> {
  const tag = randomBytes(4).toString('hex');
  const p = { username: `a${tag}`, password: 'Secret123', phone: `017${String(randomInt(0, 1e8)).padStart(8, '0')}` };
  const signup = await postSolving(request, '/api/v1/create-players', {
    data: { ...p, confirmPassword: p.password, name: 'Safety Flow', email: `${p.username}@example.com`, currency: 'BDT' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const session = (await (await request.post('/api/login', { data: { username: p.username, password: p.password } })).json()) as {
    token: string;
    remote_id: string;
  };
  const auth = { authorization: `Bearer ${session.token}` };
  expect((await request.post('/api/send-verification-code', { headers: auth, data: { phone: p.phone } })).status()).toBe(200);
  const op = { authorization: `Bearer ${await operatorToken(request)}` };
  const outbox = (await (await request.get('/api/operator/outbox', { headers: op })).json()).data as { recipient: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((o) => o.recipient.endsWith(p.phone.slice(1)))?.text ?? '')?.[1];
  expect((await request.post('/api/verify-phone-number', { headers: auth, data: { verification_code: code } })).status()).toBe(200);
  if (opts.fund) {
    const methods = (await (await request.get('/api/payment-methods')).json()).data as { id: number }[];
    const dep = await request.post('/api/submit-deposit', {
      headers: { ...auth, 'Idempotency-Key': randomBytes(8).toString('hex') },
      data: { account_number: p.phone, transaction_id: `TRX${tag}`, amount: opts.fund, payment_id: methods[0]!.id, promotion_id: 0 },
    });
    expect(dep.status(), await dep.text()).toBe(200);
    expect((await request.post(`/api/operator/deposits/${(await dep.json()).data.id}/approve`, { headers: op })).status()).toBe(200);
    expect((await request.post('/api/user/profile/update', { headers: auth, data: { dofb: '1995-04-12' } })).status()).toBe(200);
  }
  return { ...session, ...p, auth };
}

/** Logs in on /login; a player lands on the home page, staff on the console. */
async function logIn(page: Page, username: string, password: string, landing: RegExp = /\/$/) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(landing);
}

/**
 * Console errors and failed page scripts: none may happen. Chromium also logs each refused call as a
 * console error; the test lists the refusals it expects (the limit's 422, the break's 403) and checks them.
 */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const refused = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(m.text());
    problems.push(refused ? `refused ${refused[1]}` : m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Starts an e-wallet deposit of `amount` through Sandbox Pay on /deposit. */
async function startEwallet(page: Page, amount: string) {
  await page.goto('/deposit');
  await page.getByRole('radio', { name: 'Sandbox Pay' }).click();
  await page.getByRole('radio', { name: 'Send Money' }).click();
  await page.getByRole('button', { name: amount, exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Withdraws ৳500 to bKash from the player's own number on /withdrawal; from ৳2,000, ৳1,500 is left. */
async function withdraw500(page: Page, request: APIRequestContext, p: Player) {
  await page.goto('/withdrawal');
  await page.getByRole('radio', { name: 'bKash' }).click();
  await page.getByRole('button', { name: '500', exact: true }).click();
  await page.getByLabel('Account Number').selectOption(p.phone);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Withdrawal successful!')).toBeVisible();
  expect((await (await request.post('/api/balance', { headers: p.auth, data: {} })).json()).balance).toBe('1500.00');
}

test.use(PHONE);

test('a player chats with support while the operator answers in the console, and replies show within 10 s', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const p = await player(request);
  const playerPage = await (await browser.newContext(PHONE)).newPage();
  const operatorPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const problems = [...[playerPage, operatorPage].map(watch)];
  await logIn(playerPage, p.username, p.password);
  await consoleLogIn(operatorPage);

  await playerPage.goto('/chat');
  await expect(playerPage.getByRole('heading', { level: 1 })).toHaveText(`Hi ${p.username}`);
  await playerPage.getByRole('button', { name: 'Send us a Message' }).click();
  await expect(playerPage).toHaveURL(/\/chat-box\/\d+$/);
  const box = playerPage.getByLabel('Your message');
  await box.fill('   ');
  await expect(playerPage.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill('My deposit of 1000 is not showing <b>please</b>');
  await playerPage.getByRole('button', { name: 'Send' }).click();
  await expect(playerPage.getByTestId('chat-message')).toHaveText([/My deposit of 1000 is not showing <b>please<\/b>/]);
  // The floating chat button is not drawn on the chat's own screens (decision 0176): never over Send or the box.
  await expect(playerPage.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(playerPage.locator('.chat-button')).toHaveCount(0);

  await operatorPage.goto('/operator');
  await operatorPage.getByRole('tab', { name: 'Support chat' }).click();
  const row = operatorPage.getByTestId('queue-row').filter({ hasText: p.username });
  await expect(row.getByTestId('queue-unread')).toHaveText('1');
  await row.click();
  await expect(operatorPage.getByTestId('support-message')).toContainText(['My deposit of 1000 is not showing <b>please</b>']);
  await operatorPage.getByLabel('Reply as Support').fill('We found it: it is credited now.');
  await operatorPage.getByRole('button', { name: 'Send reply' }).click();

  // The player's screen asks every 5 s: the reply is there within 10 s, with nothing reloaded.
  await expect(playerPage.getByTestId('chat-message').last()).toHaveText(/We found it: it is credited now\./, { timeout: 10_000 });

  // What the waiting costs: the idle polls over 30 s, request and answer, headers and body.
  const polls: Request[] = [];
  playerPage.on('requestfinished', (r) => {
    if (/\/api\/chats\/\d+\/messages\?after=\d+$/.test(r.url())) polls.push(r);
  });
  await playerPage.waitForTimeout(30_000);
  const sizes = await Promise.all(polls.map((r) => r.sizes()));
  const bytes = sizes.reduce((n, s) => n + s.requestHeadersSize + s.requestBodySize + s.responseHeadersSize + s.responseBodySize, 0);
  const perMinute = Math.round(bytes * 2);
  console.log(
    `chat polling while idle: ${polls.length} polls in 30 s, ${bytes} bytes (${perMinute} bytes per minute, ${Math.round(bytes / Math.max(1, polls.length))} per poll)`,
  );
  expect(polls.length).toBeGreaterThanOrEqual(5);
  expect(polls.length).toBeLessThanOrEqual(7);
  expect(perMinute).toBeLessThan(40_000);
  expect(problems.flat()).toEqual([]);
});

test('a player sets a daily deposit limit and is refused a deposit over it', async ({ browser, request }) => {
  const p = await player(request);
  const page = await (await browser.newContext(PHONE)).newPage();
  const problems = watch(page);
  await logIn(page, p.username, p.password);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Safer play' }).click();
  await expect(page).toHaveURL(/\/safer-play$/);
  const day = page.getByTestId('limit-deposit-day');
  await day.getByRole('button', { name: 'New limit for 24 hours' }).click();
  await day.getByLabel('New limit for 24 hours').fill('500');
  await day.getByRole('button', { name: 'Save' }).click();
  await expect(day.locator('.safer-limit-amount')).toHaveText('৳ 500');

  await startEwallet(page, '1,000');
  await expect(page.getByRole('dialog')).toContainText(
    'This deposit would take you over your deposit limit of ৳500 for 24 hours. You can deposit up to ৳500 now.',
  );
  await expect(page).toHaveURL(/\/deposit$/);
  expect((await (await request.post('/api/balance', { headers: p.auth, data: {} })).json()).balance).toBe('0.00');
  expect(problems).toEqual(['refused 422']);
});

test('a player on a break cannot deposit but can still withdraw, and the break cannot be ended', async ({ browser, request }) => {
  const p = await player(request, { fund: 2000 });
  const page = await (await browser.newContext(PHONE)).newPage();
  const problems = watch(page);
  await logIn(page, p.username, p.password);
  await page.goto('/safer-play');
  const timeOut = page.getByTestId('time-out');
  await timeOut.getByRole('radio', { name: '7 days' }).click();
  await timeOut.getByRole('button', { name: 'Start time-out' }).click();
  await expect(page.getByRole('dialog')).toContainText('You will not be able to deposit, play games or bet for 7 days. This cannot be undone.');
  await page.getByRole('button', { name: 'Yes, start it' }).click();
  await expect(page.getByText(/^You are on a time-out until/)).toBeVisible();
  await expect(page.getByRole('button', { name: /end|lift|cancel break/i })).toHaveCount(0);

  await startEwallet(page, '1,000');
  await expect(page.getByRole('dialog')).toContainText(/You are taking a break until .*Deposits, games and bets are closed until then\./);
  await page.getByRole('button', { name: 'OK' }).click();

  await withdraw500(page, request, p);
  // Still on the break after all that.
  expect((await (await request.get('/api/safer-play', { headers: p.auth })).json()).data.exclusion.kind).toBe('time_out');
  expect(problems).toEqual(['refused 403']);
});

test('a self-excluded player cannot open a game or place a bet, but can still withdraw', async ({ browser, request }) => {
  const p = await player(request, { fund: 2000 });
  const page = await (await browser.newContext(PHONE)).newPage();
  const problems = watch(page);
  await logIn(page, p.username, p.password);
  await page.goto('/safer-play');
  const exclusion = page.getByTestId('self-exclusion');
  await exclusion.getByRole('radio', { name: '6 months' }).click();
  await exclusion.getByRole('button', { name: 'Exclude myself' }).click();
  await expect(page.getByRole('dialog')).toContainText('This cannot be undone, by you or by us.');
  await page.getByRole('button', { name: 'Yes, start it' }).click();
  await expect(page.getByTestId('active-break')).toBeVisible();
  const closed = /You have excluded yourself until .*Deposits, games and bets are closed until then\./;

  // A game: Chakka Crash from the crash lobby. The launch is refused and no game frame opens.
  await page.goto('/games?type=EGAME&system=CHAKKA');
  await page.getByRole('button', { name: 'Play Chakka Crash' }).click();
  await expect(page.getByRole('dialog')).toContainText(closed);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('iframe.gamerun-frame')).toHaveCount(0);

  // A bet: any open match's back price, through the bet slip. Refused before anything is held.
  const event = await openCricketMatch(request);
  await page.goto(`/odds-view?eventId=${event.EventId}&marketId=${event.MarketId}`);
  // A runner with a back price on offer: the match was chosen for having one, not necessarily on its first runner.
  await page.getByTestId('match-odds').getByTestId('runner-row').locator('.price-back').filter({ hasText: /\d/ }).first().click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel('Stake', { exact: true }).fill('100');
  await slip.getByRole('button', { name: /^Place bet/ }).click();
  await expect(slip).toContainText(closed);
  expect((await (await request.get('/api/exchange/bets?status=open', { headers: p.auth })).json()).bets).toEqual([]);

  // Withdrawing stays open.
  await withdraw500(page, request, p);
  expect(problems.every((x) => x === 'refused 403')).toBe(true);
  expect(problems.length).toBeGreaterThanOrEqual(2); // the launch and the bet, each refused by the server
});

test('an e-wallet deposit runs from /deposit through the gateway page back to /deposit, credited once', async ({ browser, request }) => {
  const p = await player(request);
  const page = await (await browser.newContext(PHONE)).newPage();
  const problems = watch(page);
  await logIn(page, p.username, p.password);
  await startEwallet(page, '1,000');
  await expect(page).toHaveURL(/\/sandbox-pay\/EWA[0-9A-F]+$/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByTestId('ewallet-result')).toHaveText('Your deposit of ৳ 1,000.00 has been added to your balance.');
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');
  // A reload does not confirm again, and the next deposit is allowed.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();

  // Declined: the deposit fails at once and the form is back.
  await startEwallet(page, '500');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('ewallet-result')).toContainText('The payment was declined. No money was taken.');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  expect((await (await request.post('/api/balance', { headers: p.auth, data: {} })).json()).balance).toBe('1000.00');
  expect(problems).toEqual([]);
});

/** The page's width and every visible control of the screen: 44 px targets, 16 px input text. */
async function measureFit(page: Page, screen: string) {
  return page.evaluate((selector) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const root = document.querySelector(selector)!;
    const controls = [...root.querySelectorAll('button, a[href], select, [role="tab"], [role="radio"]')].filter(visible);
    const small = controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height < 43.5 || r.width < 43.5;
      })
      .map(name);
    const inputs = [...root.querySelectorAll('input:not([type="checkbox"]):not([type="radio"]), select, textarea')].filter(visible);
    return {
      sideways: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
      controls: controls.length,
      small,
      smallText: inputs.filter((el) => parseFloat(getComputedStyle(el).fontSize) < 16).map(name),
    };
  }, `[data-screen="${screen}"]`);
}

for (const width of [360, 1366]) {
  test(`the support chat and Safer play screens fit ${width} px, with 44 px targets and 16 px inputs`, async ({ browser, request }) => {
    const p = await player(request);
    const page = await (await browser.newContext({ viewport: { width, height: 800 }, hasTouch: width < 768 })).newPage();
    const problems = watch(page);
    await logIn(page, p.username, p.password);
    const screens = [
      ['/chat', 'ChatPage'],
      ['/chat-box', 'ChatBoxPage'],
      ['/chat-list', 'ChatListPage'],
      ['/safer-play', 'SaferPlayPage'],
    ] as const;
    for (const [path, screen] of screens) {
      await page.goto(path);
      await expect(page.locator(`[data-screen="${screen}"]`)).toBeVisible();
      if (screen === 'ChatPage') await expect(page.getByTestId('recent-message')).toContainText('No messages yet');
      if (screen === 'ChatBoxPage') await expect(page.getByLabel('Your message')).toBeVisible();
      if (screen === 'ChatListPage') await expect(page.getByTestId('chat-row')).toHaveCount(1);
      if (screen === 'SaferPlayPage') await expect(page.getByTestId('limit-deposit-day')).toBeVisible();
      const m = await measureFit(page, screen);
      expect(m.controls, `${path}: controls measured`).toBeGreaterThan(0);
      expect({ path, ...m }).toMatchObject({ path, sideways: 0, small: [], smallText: [] });
    }
    expect(problems).toEqual([]);
  });
}
