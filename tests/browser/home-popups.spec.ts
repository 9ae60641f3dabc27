// A new player's popups on the home page: one at a time, the welcome first, the operator's notice on a
// later visit, and each gone for good once dismissed. Every dialog the page opens is logged with the
// address it opened on, so the test reads the whole sequence, not only the moments it looks.
import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';

/** Logs `path:dialog names` whenever the set of open dialogs or the address changes. */
async function logDialogs(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { dialogLog: string[] }).dialogLog = log;
    const note = () => {
      const names = [...document.querySelectorAll('[role="dialog"]')].map((d) => d.querySelector('h2')?.textContent ?? '?');
      const entry = `${location.pathname}:${names.join('+')}`;
      if (log.at(-1) !== entry) log.push(entry);
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true });
  });
}
/** Another screen, drawn (a screen still loading would leave home mounted underneath it). */
async function openPromotions(page: Page) {
  await page.getByRole('navigation', { name: 'Player menu' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.locator('[data-screen="PromotionsPage"]')).toBeVisible();
}
const dialogLog = (page: Page) => page.evaluate(() => (window as unknown as { dialogLog: string[] }).dialogLog);

/** The notice is a lazy chunk: a check that it did not come must give it the time it would take. */
const NOTICE_WOULD_HAVE_COME_MS = 1500;

test('a new player meets one popup per home visit: the welcome first, the notice on the next visit, each once', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logDialogs(page);
  const n = randomInt(10_000_000, 99_999_999);
  await page.goto('/signup');
  await page.getByLabel('Username').fill(`pop${n}`);
  await page.getByLabel('Password', { exact: true }).fill(`pass${n}`);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`pass${n}`);
  await page.getByLabel('Full Name').fill('Popup Check');
  await page.getByLabel('Phone Number').fill(`018${n}`);
  await page.getByLabel('Email').fill(`pop${n}@example.com`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);

  // First visit: the welcome alone; once it is dismissed, nothing else opens on this visit.
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await welcome.getByRole('button', { name: 'Home Page' }).click();
  await page.waitForTimeout(NOTICE_WOULD_HAVE_COME_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next visit: the operator's notice, once.
  await openPromotions(page);
  await page.getByRole('navigation', { name: 'Player menu' }).getByRole('link', { name: 'Home' }).click();
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await notice.getByRole('button', { name: 'Got it' }).click();

  // Dismissed stays dismissed: a later visit opens nothing.
  await openPromotions(page);
  await page.getByRole('navigation', { name: 'Player menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForTimeout(NOTICE_WOULD_HAVE_COME_MS);
  const log = await dialogLog(page);
  expect(log.filter((e) => !e.endsWith(':'))).toEqual(['/:Welcome!', '/:Notice']);
  expect(log.indexOf('/:Notice')).toBeGreaterThan(log.indexOf('/promotions:'));

  // And so does a reload (a new start of the app reads the flags from storage).
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForTimeout(NOTICE_WOULD_HAVE_COME_MS);
  expect((await dialogLog(page)).filter((e) => !e.endsWith(':'))).toEqual([]);
});
