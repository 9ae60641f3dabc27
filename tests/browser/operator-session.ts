// The seeded owner's log-in for browser tests, through the console's real two steps: the password, then a
// TOTP code computed from the secret the test server is started with (OPERATOR_TOTP_SECRET). A time-step's
// code works once (the server refuses a replay), and the run's browsers are separate processes, so the steps
// spent are kept in one file per test server, under a lock: each log-in takes the next unused step, waiting
// for the clock only when the step after the current one is spent as well. API calls share one session.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { totpCodeOfStep, unusedStep } from '../helpers/staff-over-http.ts';

export const OPERATOR = { username: 'e2eoperator', password: 'E2eOperator2026' };
/** Base32, 160 bits; a test server's only, never a real account's. */
export const OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const port = process.env.E2E_PORT ?? '8931';
const ledgerFile = `.tmp/e2e-operator-${port}.json`;
const lockDir = `${ledgerFile}.lock`;

/** What the console keeps in the browser's storage after a log-in. */
export interface OperatorSession {
  token: string;
  remote_id: string;
  username: string;
  role: 'operator';
  staffRole: string;
}
/** `sessions`: one per test server of the run (a second server replays Betfair's recordings), newest first. */
type Ledger = { lastStep: number; sessions?: OperatorSession[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withLedger<T>(work: (ledger: Ledger) => Promise<T>): Promise<T> {
  mkdirSync('.tmp', { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock left by a killed run is older than any log-in can take.
      if (Date.now() - (statMs(lockDir) ?? Date.now()) > 120_000) rmSync(lockDir, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    const ledger = readLedger();
    const result = await work(ledger);
    writeFileSync(ledgerFile, JSON.stringify(ledger));
    return result;
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

function statMs(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function readLedger(): Ledger {
  try {
    return JSON.parse(readFileSync(ledgerFile, 'utf8')) as Ledger;
  } catch {
    return { lastStep: 0 };
  }
}

/** The code of the next step nobody in this run has used. Called under the ledger's lock. */
async function spendStep(ledger: Ledger): Promise<string> {
  ledger.lastStep = await unusedStep(ledger.lastStep);
  return totpCodeOfStep(OPERATOR_TOTP_SECRET, ledger.lastStep);
}

/** A code for the console's second step, never one already used by this run. */
export const nextOperatorCode = (): Promise<string> => withLedger(spendStep);

/** The owner's session on the request's server, for API calls and stored pages: kept for the whole run, logged in again only once it ends. */
export function operatorSession(request: APIRequestContext): Promise<OperatorSession> {
  return withLedger(async (ledger) => {
    for (const session of ledger.sessions ?? []) {
      const me = await request.get('/api/operator/me', { headers: { authorization: `Bearer ${session.token}` } });
      if (me.status() === 200) return session;
    }
    const first = await request.post('/api/operator/login', { data: OPERATOR });
    expect(first.status(), await first.text()).toBe(200);
    const { challenge, next } = (await first.json()) as { challenge: string; next: string };
    expect(next, 'the test server is started with OPERATOR_TOTP_SECRET').toBe('verify');
    const verified = await request.post('/api/operator/login/verify', { data: { challenge, code: await spendStep(ledger) } });
    expect(verified.status(), await verified.text()).toBe(200);
    const answer = (await verified.json()) as { token: string; remote_id: string; username: string; staff_role: string };
    const session: OperatorSession = {
      token: answer.token,
      remote_id: answer.remote_id,
      username: answer.username,
      role: 'operator',
      staffRole: answer.staff_role,
    };
    ledger.sessions = [session, ...(ledger.sessions ?? [])].slice(0, 2);
    return session;
  });
}

export const operatorToken = async (request: APIRequestContext): Promise<string> => (await operatorSession(request)).token;

/** `authorization` header of the owner's session. */
export const operatorAuth = async (request: APIRequestContext) => ({ authorization: `Bearer ${await operatorToken(request)}` });

/**
 * Logs the owner in on the console's own log-in screen, as staff do: the password, then the code. The page is
 * taken to /operator unless it is already there.
 */
export async function consoleLogIn(page: Page): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/operator')) await page.goto('/operator');
  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await codeField.fill(await nextOperatorCode());
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('tab', { name: 'Deposits' })).toBeVisible();
  await expect(page).toHaveURL(/\/operator$/);
}
