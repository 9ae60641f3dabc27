// Staff accounts in the console, as an operator's team meets them: the owner, on a laptop, adds a cashier; the
// cashier, on a phone, sets up an authenticator at the first log-in, sees only the panels the cashier's role
// allows and approves a deposit; the owner suspends the cashier, whose open console ends on its next call; the
// audit trail shows the whole journey, filtered and as CSV; and the same two-factor steps in Bangla. The tabs a role sees are checked
// against the console's own table of panels and permissions, and every text against the locale files.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PANELS, panelsOf, type Panel } from '../../src/features/operator/console-panels.ts';
import { QUEUE_REFRESH_MS } from '../../src/features/operator/queue-refresh.ts';
import { ROLE_PERMISSIONS, type StaffRole } from '../../contracts/staff.ts';
import { totpCodeOfStep, unusedStep } from '../helpers/staff-over-http.ts';
import { verifiedPlayer } from './casino-kit.ts';
import { consoleLogIn, nextOperatorCode, OPERATOR, operatorAuth } from './operator-session.ts';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };
const STAFF_PASSWORD = 'Cashier-2026-one-off';
/** What a new member chooses at the first log-in in place of the one-off. */
const OWN_PASSWORD = 'Own-Staff-Password-2026';

type Messages = Record<string, unknown>;
/** One locale's namespace, merged from its files (operator.json, operator.staff.json, …) as the client loads them. */
function locale(lang: 'en' | 'bn', namespace: string): Messages {
  const dir = `src/locales/${lang}`;
  const parts = readdirSync(dir).filter((f) => f === `${namespace}.json` || (f.startsWith(`${namespace}.`) && f.endsWith('.json')));
  return Object.assign({}, ...parts.map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Messages));
}
const text = (messages: Messages, path: string): string => {
  const value = path.split('.').reduce<unknown>((at, k) => (at as Messages | undefined)?.[k], messages);
  if (typeof value !== 'string') throw new Error(`no message ${path}`);
  return value;
};
const messagesOf = (lang: 'en' | 'bn') => ({
  operator: locale(lang, 'operator'),
  auth: locale(lang, 'auth'),
  errors: locale(lang, 'errors'),
  shell: locale(lang, 'shell'),
});
const en = messagesOf('en');
const bn = messagesOf('bn');

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`.slice(0, 16);

/** A code one digit away from the right one: wrong for any step the server accepts (barring a one-in-a-million clash). */
const wrongCode = (right: string) => right.slice(0, 5) + String((Number(right[5]) + 1) % 10);

async function laptopPage(browser: Browser, viewport = LAPTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** The console's tabs for a role: each panel the role may read is there, every other one is not. */
async function expectTabsOf(page: Page, role: StaffRole, messages = en.operator) {
  const allowed = panelsOf(role);
  expect(allowed.length, `${role} has panels`).toBeGreaterThan(0);
  const tabs = page.getByRole('tablist', { name: text(messages, 'panels') }).getByRole('tab');
  await expect(tabs).toHaveText(allowed.map((p) => text(messages, p)));
  for (const p of PANELS.filter((p: Panel) => !allowed.includes(p)))
    await expect(page.getByRole('tab', { name: text(messages, p), exact: true })).toHaveCount(0);
}

async function typeStaffPassword(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form.auth-form button[type="submit"]').click();
}

async function openPanel(page: Page, panel: Panel) {
  await page.getByRole('tab', { name: text(en.operator, panel), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: text(en.operator, panel) })).toBeVisible();
}

test.describe
  .serial('staff in the console', () => {
    test.setTimeout(120_000);
    const cashier = { username: uniqueName('cash'), password: STAFF_PASSWORD };
    let cashierSide: { context: BrowserContext; page: Page };
    let ownerSide: { context: BrowserContext; page: Page };
    let depositId = '';

    test.afterAll(async () => {
      await cashierSide?.context.close();
      await ownerSide?.context.close();
    });

    test('the owner adds a cashier; the cashier sets up the authenticator on a phone, sees only the cashier panels and approves a deposit', async ({
      browser,
      request,
      baseURL,
    }) => {
      ownerSide = await laptopPage(browser);
      const owner = ownerSide.page;
      await consoleLogIn(owner);
      await openPanel(owner, 'staffPanel');
      const form = owner.getByRole('form', { name: text(en.operator, 'staff.newTitle') });
      await form.getByLabel(text(en.operator, 'staff.username')).fill(cashier.username);
      await form.getByLabel(text(en.operator, 'staff.password'), { exact: true }).fill(cashier.password);
      await form.getByLabel(text(en.operator, 'staff.roleLabel')).selectOption('cashier');
      await form.getByRole('button', { name: text(en.operator, 'staff.create') }).click();
      const row = owner.getByTestId(`staff-${cashier.username}`);
      await expect(row).toContainText(text(en.operator, 'staff.status.active'));
      await expect(row).toContainText(text(en.operator, 'staff.twoFactorOff'));
      await expect(row.getByLabel(text(en.operator, 'staff.roleLabel'))).toHaveValue('cashier');

      // The cashier logs in on their own phone, with the one-off password the owner gave.
      cashierSide = await laptopPage(browser, PHONE);
      const { page } = cashierSide;
      // The cashier's clock runs as a real one until the test moves it on: the queue's refresh is then
      // counted in its own periods, not waited for.
      await page.clock.install();
      await page.goto('/operator');
      await typeStaffPassword(page, cashier.username, cashier.password);

      // The first log-in sets up the authenticator: the QR code and the key to type by hand.
      await expect(page.getByText(text(en.auth, 'twoFactor.enrolText'))).toBeVisible();
      await expect(page.getByRole('img', { name: text(en.auth, 'twoFactor.qrTitle') })).toBeVisible();
      const key = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
      expect(key).toMatch(/^[A-Z2-7]{16,}$/);
      const codeField = page.getByLabel(text(en.auth, 'twoFactor.codeLabel'));
      const step = await unusedStep(0);
      const right = totpCodeOfStep(key, step);

      // A mistyped code is refused with what to do, and the set-up stays on screen.
      await codeField.fill(wrongCode(right));
      await page.getByRole('button', { name: text(en.auth, 'twoFactor.submit') }).click();
      await expect(page.getByRole('alert')).toHaveText(text(en.errors, 'totpCodeWrong'));
      await expect(page.getByTestId('totp-secret')).toHaveText(key);

      await codeField.fill(right);
      await page.getByRole('button', { name: text(en.auth, 'twoFactor.submit') }).click();

      // The one-off password the owner gave is replaced before the console opens: not by itself, and not
      // with two different entries.
      await expect(page.getByText(text(en.auth, 'twoFactor.newPasswordText'))).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      const setPassword = async (password: string, again = password) => {
        await page.getByLabel(text(en.auth, 'twoFactor.newPasswordLabel'), { exact: true }).fill(password);
        await page.getByLabel(text(en.auth, 'twoFactor.newPasswordAgainLabel'), { exact: true }).fill(again);
        await page.getByRole('button', { name: text(en.auth, 'twoFactor.newPasswordSubmit') }).click();
      };
      await setPassword(OWN_PASSWORD, `${OWN_PASSWORD}x`);
      await expect(page.getByRole('alert')).toHaveText(text(en.errors, 'passwordsDoNotMatchDot'));
      await setPassword(cashier.password);
      await expect(page.getByRole('alert')).toHaveText(text(en.errors, 'staffPasswordUnchanged'));
      await setPassword(OWN_PASSWORD);
      const oneOff = cashier.password;
      cashier.password = OWN_PASSWORD;

      // The recovery codes, once.
      await expect(page.getByText(text(en.auth, 'twoFactor.recoveryTitle'))).toBeVisible();
      const codes = (await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) => c.trim());
      expect(codes.length).toBeGreaterThanOrEqual(8);
      for (const c of codes) expect(c).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
      expect(new Set(codes).size).toBe(codes.length);
      await page.getByRole('button', { name: text(en.auth, 'twoFactor.continue') }).click();

      await expect(page).toHaveURL(/\/operator$/);
      await expect(page.locator('.operator-user')).toHaveText(cashier.username);
      await expectTabsOf(page, 'cashier');
      await page.reload();
      await expectTabsOf(page, 'cashier');
      await expect(page.getByTestId('recovery-codes')).toHaveCount(0);

      // The one-off password no longer opens the account.
      const stale = await page.request.post('/api/operator/login', { data: { username: cashier.username, password: oneOff } });
      expect(stale.status()).toBe(401);

      // The server, not the hidden tab, decides: a risk call answers 403, the cashier's own queue 200.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const auth = { authorization: `Bearer ${token}` };
      expect(ROLE_PERMISSIONS.cashier).not.toContain('risk.read');
      const risk = await page.request.get('/api/operator/risk/flags?status=open', { headers: auth });
      expect(risk.status()).toBe(403);
      expect((await risk.json()).code).toBe('forbidden');
      const me = await page.request.get('/api/operator/me', { headers: auth });
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ username: cashier.username, staff_role: 'cashier' });

      // A player's manual deposit waits in the cashier's queue; the cashier approves it from the phone.
      // The queue is open before the deposit is sent: it shows when it was read, and no reload is needed.
      await openPanel(page, 'deposits');
      await expect(page.getByTestId('queue-updated')).toHaveText(/^Updated at \d{2}:\d{2}:\d{2} \(GMT\+6\)$/);
      const player = await verifiedPlayer(request, baseURL!);
      const methods = (await (await request.get('/api/payment-methods')).json()).data as { id: number }[];
      const deposit = await request.post('/api/submit-deposit', {
        headers: { authorization: `Bearer ${player.token}`, 'Idempotency-Key': `staff-${player.username}` },
        data: { account_number: player.phone, transaction_id: `TRX${player.username}`, amount: 700, payment_id: methods[0]!.id, promotion_id: 0 },
      });
      expect(deposit.status(), await deposit.text()).toBe(200);
      depositId = String((await deposit.json()).data.id);
      const depositRow = page.locator('.request-row').filter({ hasText: player.username });
      await expect(depositRow).toHaveCount(0);
      // One refresh period later the deposit is there, and a screen reader is told politely.
      await page.clock.fastForward(QUEUE_REFRESH_MS);
      await expect(depositRow).toHaveCount(1);
      await expect(page.getByTestId('queue-arrivals')).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByTestId('queue-arrivals')).toHaveText(/^[1-9]\d* new items? in the queue\.$/);
      await depositRow.getByRole('button', { name: text(en.operator, 'approve'), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /৳ 700\.00/ })
        .click();
      await expect(depositRow).toHaveCount(0);
      await expect(page.getByTestId('decision-result')).toContainText(player.username);
      // The phone's console fits its screen: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const balance = await request.post('/api/balance', { headers: { authorization: `Bearer ${player.token}` }, data: {} });
      expect((await balance.json()).balance).toBe('700.00');
    });

    test("the owner suspends the cashier: the cashier's open console ends on its next call, and the cashier cannot log in", async () => {
      test.skip(!cashierSide || !ownerSide, 'needs the cashier of the first journey');
      const owner = ownerSide.page;
      // The owner's staff list was read before the cashier set up: read it again.
      await owner.reload();
      await openPanel(owner, 'staffPanel');
      const row = owner.getByTestId(`staff-${cashier.username}`);
      await expect(row).toContainText(text(en.operator, 'staff.twoFactorOn'));
      await row.getByRole('button', { name: text(en.operator, 'staff.suspend') }).click();
      await expect(row).toContainText(text(en.operator, 'staff.status.suspended'));
      await expect(row.getByRole('button', { name: text(en.operator, 'staff.reinstate') })).toBeVisible();

      // The cashier's console, still open, makes its next call.
      const page = cashierSide.page;
      await page.getByRole('tab', { name: text(en.operator, 'withdrawals'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: text(en.auth, 'twoFactor.sessionEnded') })).toBeVisible();
      await expect(page.locator('input[name="password"]')).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page).toHaveURL(/\/operator$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await typeStaffPassword(page, cashier.username, cashier.password);
      await expect(page.getByRole('alert')).toHaveText(text(en.errors, 'invalidCredentials'));
      await expect(page.getByLabel(text(en.auth, 'twoFactor.codeLabel'))).toHaveCount(0);
      await expect(page.getByRole('tab')).toHaveCount(0);
    });

    test('the audit trail shows the journey, by staff member and by action, and its CSV holds the same rows', async ({ request }) => {
      test.skip(!ownerSide, 'needs the journeys before');
      const page = ownerSide.page;
      const staffList = await request.get('/api/operator/staff', { headers: await operatorAuth(request) });
      const cashierId = String(
        ((await staffList.json()) as { staff: { id: number; username: string }[] }).staff.find((s) => s.username === cashier.username)?.id,
      );
      expect(cashierId).toMatch(/^\d+$/);

      await openPanel(page, 'auditPanel');
      const filters = page.locator('form.operator-audit-filters');
      const field = (k: string) => filters.getByLabel(text(en.operator, `audit.filter.${k}`));
      const show = () => filters.getByRole('button', { name: text(en.operator, 'audit.apply') }).click();
      const entries = page.getByTestId('audit-entry');
      const actionsShown = async () => (await entries.locator('td:nth-child(3)').allTextContents()).map((a) => a.trim());

      // By staff member, newest first: the refusals (the mistyped code, the one-off password once replaced, the
      // password once suspended) around the cashier's own password, log-in and the deposit approved from the phone.
      const cashierActions = ['staff.login_failed', 'deposit.approve', 'staff.login_failed', 'staff.login', 'staff.password_set', 'staff.login_failed'];
      await field('staff').fill(cashier.username);
      await show();
      await expect.poll(actionsShown).toEqual(cashierActions);
      for (const who of await entries.locator('td:nth-child(2)').allTextContents()) expect(who).toContain(cashier.username);

      const [download] = await Promise.all([page.waitForEvent('download'), filters.getByRole('button', { name: text(en.operator, 'audit.csv') }).click()]);
      expect(download.suggestedFilename()).toBe('audit.csv');
      const csv = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split(/\r\n/);
      const header = csv[0]!.split(',');
      expect(header).toEqual(expect.arrayContaining(['seq', 'actor_username', 'action', 'object_id']));
      const rows = csv.slice(1).map((line) => Object.fromEntries(parseCsvLine(line).map((v, i) => [header[i], v])));
      expect(rows.map((r) => r.action)).toEqual(cashierActions);
      for (const r of rows)
        expect(r).toMatchObject({
          actor_username: cashier.username,
          actor_role: 'cashier',
          ...(r.action === 'deposit.approve' ? { object_type: 'deposit', object_id: depositId } : { object_type: 'staff', object_id: cashierId }),
        });

      // By action: the owner's creation and suspension of this cashier, each once, by the owner.
      for (const action of ['staff.create', 'staff.suspend']) {
        await field('staff').fill('');
        await field('action').fill(action);
        await field('object_id').fill(cashierId);
        await show();
        await expect.poll(actionsShown).toEqual([action]);
        await expect(entries.first()).toContainText(OPERATOR.username);
        await expect(entries.first()).toContainText(`staff ${cashierId}`);
      }
      const [suspendCsv] = await Promise.all([page.waitForEvent('download'), filters.getByRole('button', { name: text(en.operator, 'audit.csv') }).click()]);
      const suspendLines = readFileSync((await suspendCsv.path())!, 'utf8')
        .trim()
        .split(/\r\n/)
        .slice(1);
      expect(suspendLines.map((l) => parseCsvLine(l)[header.indexOf('action')])).toEqual(['staff.suspend']);
    });

    test('the two-factor steps in Bangla: a new staff member enrols and spends a recovery code once; the owner gives a code', async ({ browser, request }) => {
      const support = { username: uniqueName('supp'), password: STAFF_PASSWORD };
      const created = await request.post('/api/operator/staff', { headers: await operatorAuth(request), data: { ...support, staff_role: 'support' } });
      expect(created.status(), await created.text()).toBe(201);

      const { context, page } = await laptopPage(browser);
      try {
        await page.goto('/operator');
        await page.getByLabel(text(en.shell, 'language')).selectOption('bn');
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expect(page.getByLabel(text(bn.auth, 'fields.username'))).toBeVisible();
        await typeStaffPassword(page, support.username, support.password);

        await expect(page.getByText(text(bn.auth, 'twoFactor.enrolText'))).toBeVisible();
        await expect(page.getByRole('img', { name: text(bn.auth, 'twoFactor.qrTitle') })).toBeVisible();
        await expect(page.getByText(text(bn.auth, 'twoFactor.keyLabel'))).toBeVisible();
        const key = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
        const right = totpCodeOfStep(key, await unusedStep(0));
        const codeField = page.getByLabel(text(bn.auth, 'twoFactor.codeLabel'));
        const submit = page.getByRole('button', { name: text(bn.auth, 'twoFactor.submit') });
        await codeField.fill(wrongCode(right));
        await submit.click();
        await expect(page.getByRole('alert')).toHaveText(text(bn.errors, 'totpCodeWrong'));
        await codeField.fill(right);
        await submit.click();
        // A password of their own, in Bangla.
        await expect(page.getByText(text(bn.auth, 'twoFactor.newPasswordText'))).toBeVisible();
        await page.getByLabel(text(bn.auth, 'twoFactor.newPasswordLabel'), { exact: true }).fill(OWN_PASSWORD);
        await page.getByLabel(text(bn.auth, 'twoFactor.newPasswordAgainLabel'), { exact: true }).fill(OWN_PASSWORD);
        await page.getByRole('button', { name: text(bn.auth, 'twoFactor.newPasswordSubmit') }).click();
        support.password = OWN_PASSWORD;
        await expect(page.getByText(text(bn.auth, 'twoFactor.recoveryTitle'))).toBeVisible();
        await expect(page.getByText(text(bn.auth, 'twoFactor.recoveryText'))).toBeVisible();
        const [recovery] = (await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) => c.trim());
        await page.getByRole('button', { name: text(bn.auth, 'twoFactor.continue') }).click();
        await expectTabsOf(page, 'support', bn.operator);

        // A lost phone: a recovery code in place of the app's code, in Bangla, and only once.
        const logInWithRecovery = async () => {
          await page.getByRole('link', { name: text(bn.shell, 'logout') }).click();
          await expect(page).toHaveURL(/\/$/);
          await page.goto('/operator');
          await typeStaffPassword(page, support.username, support.password);
          await expect(page.getByText(text(bn.auth, 'twoFactor.verifyText'))).toBeVisible();
          await page.getByRole('button', { name: text(bn.auth, 'twoFactor.useRecovery') }).click();
          await expect(page.getByText(text(bn.auth, 'twoFactor.recoveryPrompt'))).toBeVisible();
          await page.getByLabel(text(bn.auth, 'twoFactor.recoveryLabel')).fill(recovery!);
          await page.getByRole('button', { name: text(bn.auth, 'twoFactor.submit') }).click();
        };
        await logInWithRecovery();
        await expectTabsOf(page, 'support', bn.operator);
        await logInWithRecovery();
        await expect(page.getByRole('alert')).toHaveText(text(bn.errors, 'recoveryCodeWrong'));
        await expect(page.getByRole('tab')).toHaveCount(0);
        await page.getByRole('button', { name: text(bn.auth, 'twoFactor.useCode') }).click();
        await expect(page.getByLabel(text(bn.auth, 'twoFactor.codeLabel'))).toBeVisible();

        // The owner's later log-in asks for the code, in Bangla too.
        await page.goto('/operator');
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await typeStaffPassword(page, OPERATOR.username, OPERATOR.password);
        await expect(page.getByText(text(bn.auth, 'twoFactor.verifyText'))).toBeVisible();
        await expect(page.getByRole('button', { name: text(bn.auth, 'twoFactor.useRecovery') })).toBeVisible();
        await page.getByLabel(text(bn.auth, 'twoFactor.codeLabel')).fill(await nextOperatorCode());
        await page.getByRole('button', { name: text(bn.auth, 'twoFactor.submit') }).click();
        await expectTabsOf(page, 'owner', bn.operator);
      } finally {
        await context.close();
      }
    });
  });

/** One line of the audit CSV: every cell quoted, a quote inside doubled. */
function parseCsvLine(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]!));
}
