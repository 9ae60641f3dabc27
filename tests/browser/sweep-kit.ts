// What the route sweeps share (overflow, axe, Bangla, screenshots): every client route of
// src/app/routes.ts turned into a URL to open, the three kinds of visitor (guest, a player with some
// history, the operator), and a wait for a screen to finish loading. Routes other helpers add to the
// table are swept automatically.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { postSolving } from './api-with-challenges.ts';

import { operatorSession as ownerSession } from './operator-session.ts';
export type Visitor = 'guest' | 'player' | 'operator';

export type Access = 'public' | 'player' | 'operator';
export interface SweepRoute {
  path: string;
  url: string;
  access: Access;
}

/**
 * The route table's paths and access rules, read from its source: src/app/routes.ts binds each route to
 * its lazy page and its strings through Vite-only module features (import.meta.glob), which Playwright's
 * loader cannot run. One route per line, as routes.test.ts reads it too; a route line this cannot read
 * fails the sweep rather than being skipped.
 */
function routeTable(): { path: string; access: Access }[] {
  const lines = readFileSync('src/app/routes.ts', 'utf8')
    .split('\n')
    .filter((line) => /^\s*\{ path: '/.test(line));
  return lines.map((line) => {
    const m = /path: '([^']+)', access: '(public|player|operator)'/.exec(line);
    if (!m) throw new Error(`a route line the sweep cannot read: ${line.trim().slice(0, 120)}`);
    return { path: m[1]!, access: m[2] as Access };
  });
}

export const LOGOUT_PATH = '/player/logout';

/**
 * Every route once (aliases of one screen included: each is a URL a player can open). Log-out comes
 * last: it ends the session it is opened with (see sessionForRoute).
 */
export function sweepRoutes(extra: Record<string, string> = {}): SweepRoute[] {
  return routeTable()
    .map((r) => ({ path: r.path, access: r.access, url: extra[r.path] ?? sampleUrl(r.path) }))
    .sort((a, b) => Number(a.path === LOGOUT_PATH) - Number(b.path === LOGOUT_PATH));
}

/** A path with its parameters filled: a sample chat and a sandbox reference that does not exist. */
function sampleUrl(path: string): string {
  return path.replace(':chatId', '1').replace(':ref', 'EWA00000000000000AA');
}

/**
 * Routes a visitor is meant to see. A guest opening a player's route is sent to /login (sweep-screens.spec.ts
 * checks that for each of them), and /login is one of the guest's own routes: sweeping the 40 player routes
 * as a guest checked the log-in page 40 more times per case. The console's address is swept for everyone:
 * a guest sees its own log-in there, a player the page saying it is for staff.
 */
export const routesFor = (visitor: Visitor, routes: SweepRoute[]) =>
  routes.filter((r) => (visitor === 'operator' ? r.access === 'operator' : visitor === 'player' ? true : r.access !== 'player'));

export interface PlayerSession {
  token: string;
  remote_id: string;
  username: string;
  phone: string;
  password: string;
}

async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { token: string; remote_id: string; username: string; role?: string };
}

/**
 * A player with some history, so the screens are not all empty: phone verified (the funds screens
 * open their forms), a deposit the operator approved (a balance and a transaction record row), and
 * the birthday set.
 */
export async function seasonedPlayer(request: APIRequestContext, baseURL: string): Promise<PlayerSession> {
  const tag = randomBytes(4).toString('hex');
  const player = { username: `sw${tag}`, password: 'Sweep2026pass', phone: `017${String(randomInt(0, 1e8)).padStart(8, '0')}` };
  const signup = await postSolving(request, '/api/v1/create-players', {
    headers: { origin: baseURL },
    data: { ...player, confirmPassword: player.password, name: 'Rahim Uddin', email: `${player.username}@example.com`, currency: 'BDT', status: 'active' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const session = await apiLogin(request, player.username, player.password);
  const auth = { authorization: `Bearer ${session.token}` };
  const op = await ownerSession(request);
  const opAuth = { authorization: `Bearer ${op.token}` };

  expect((await request.post('/api/send-verification-code', { headers: auth, data: { phone: player.phone } })).status()).toBe(200);
  const outbox = (await (await request.get('/api/operator/outbox', { headers: opAuth })).json()).data as { recipient: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((o) => o.recipient.endsWith(player.phone.slice(1)))?.text ?? '')?.[1];
  expect(code, 'the phone code in the outbox').toBeTruthy();
  expect((await request.post('/api/verify-phone-number', { headers: auth, data: { verification_code: code } })).status()).toBe(200);
  expect((await request.post('/api/user/profile/update', { headers: auth, data: { dofb: '1995-04-12' } })).status()).toBe(200);

  const methods = (await (await request.get('/api/payment-methods', { headers: auth })).json()).data as { id: number; name: string }[];
  const deposit = await request.post('/api/submit-deposit', {
    headers: { ...auth, 'Idempotency-Key': `sweep-${tag}` },
    data: {
      remote_id: session.remote_id,
      account_number: player.phone,
      transaction_id: `TRX${tag}`,
      amount: 2500,
      payment_id: methods[0]!.id,
      promotion_id: 0,
    },
  });
  expect(deposit.status(), await deposit.text()).toBeLessThan(300);
  const pending = (await (await request.get('/api/operator/deposits?status=pending', { headers: opAuth })).json()).data as { id: number; username: string }[];
  const mine = pending.find((d) => d.username === player.username);
  expect(mine, 'the deposit in the operator queue').toBeTruthy();
  expect((await request.post(`/api/operator/deposits/${mine!.id}/approve`, { headers: opAuth, data: {} })).status()).toBe(200);
  return { ...session, phone: player.phone, password: player.password };
}

/**
 * Before a player opens the log-out route, a session of its own (a second log-in), so the sweep's
 * shared session outlives it; other routes keep the page's session.
 */
export async function sessionForRoute(page: Page, request: APIRequestContext, route: SweepRoute, player: PlayerSession | null, lang: 'en' | 'bn' = 'en') {
  if (route.path !== LOGOUT_PATH || !player) return;
  const fresh = await apiLogin(request, player.username, player.password);
  await useSession(page, { ...player, token: fresh.token }, lang);
}

export async function operatorSession(request: APIRequestContext) {
  return ownerSession(request);
}

/** Puts a session (and a language) in the page's storage before any script of the product runs. */
export async function useSession(
  page: Page,
  session: { token: string; remote_id: string; username: string; role?: string; staffRole?: string } | null,
  lang: 'en' | 'bn' = 'en',
) {
  await page.addInitScript(
    ({ s, l }) => {
      localStorage.setItem('lang', l);
      // The popups of a first visit would cover every screen; the home test opens them on purpose.
      localStorage.setItem('popup', '0');
      localStorage.setItem('regPopup', '0');
      if (!s) return;
      localStorage.setItem('token', s.token);
      localStorage.setItem('remote_id', s.remote_id);
      localStorage.setItem('username', s.username);
      localStorage.setItem('role', s.role ?? 'player');
      if (s.staffRole) localStorage.setItem('staffRole', s.staffRole);
    },
    { s: session, l: lang },
  );
}

/**
 * Opens a URL and waits for its screen: the route's chunk and strings in, skeletons gone (or 5 s),
 * fonts ready and a frame painted. Never waits for the network to fall idle: the exchange polls.
 */
export async function openScreen(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return Boolean(main && main.children.length > 0 && !main.querySelector('.screen-loading'));
    },
    undefined,
    { timeout: 20_000 },
  );
  // The component gallery (/dev/components) shows skeletons as exhibits: they never go, and waiting out
  // the 5 s for them cost every sweep case that long.
  await page.waitForFunction(() => !document.querySelector('.skeleton:not(.gallery *), [data-loading-screen]'), undefined, { timeout: 5_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
  // Then until the screen's entrance transitions have run (a sliding panel measured mid-way sticks out):
  // the finite ones, as a fixed wait of 250 ms per screen did, which cost the sweep's cases about 3 minutes.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {}); // a long one (a carousel's slide) is measured where it is, as before
}

/** The best in-play cricket market of the simulator, so the odds view is swept with prices on it. */
export async function oddsViewUrl(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/exchange-api/api/sports-events/cricket?when=inplay')).json()) as { EventId: string; MarketId: string }[];
  const first = list[0];
  return first ? `/odds-view?eventId=${first.EventId}&marketId=${first.MarketId}` : '/odds-view';
}
