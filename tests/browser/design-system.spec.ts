// The design system against the real product (docs/decisions/0030): the component gallery and the
// four sign-in screens at a cheap phone's 360 px, a tablet's 768 and a laptop's 1366 never scroll
// sideways; their buttons and links are 44 px targets; their inputs use 16 px text (no zoom on
// focus); the gallery's Bangla panels print no Latin digit; the theme follows the system until the
// player picks one; the title and lang of the page follow the language.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { postSolving } from './api-with-challenges.ts';

const WIDTHS = [360, 768, 1366] as const;
const TAP_MIN = 44;

async function newPlayer(request: APIRequestContext) {
  const tag = randomBytes(4).toString('hex');
  const username = `ds${tag}`;
  const password = 'Passw0rd2026';
  // Sign-ups from one address meet the proof-of-work challenge after a few: solved as the client solves it.
  const created = await postSolving(request, '/api/v1/create-players', {
    data: {
      username,
      password,
      confirmPassword: password,
      phone: `017${String(parseInt(tag, 16)).padStart(8, '0').slice(-8)}`,
      email: `${username}@example.com`,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const login = await request.post('/api/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  return (await login.json()) as { token: string; remote_id: string; username: string };
}

async function logIn(page: Page, request: APIRequestContext) {
  const session = await newPlayer(request);
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('remote_id', s.remote_id);
    localStorage.setItem('username', s.username);
  }, session);
}

/** Everything that should fit: the page's width, and each control's size and text. */
async function measure(page: Page, scope: string) {
  return page.evaluate(
    ({ selector, tapMin }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      const roots = [...document.querySelectorAll(selector)];
      const controls = roots.flatMap((root) => [...root.querySelectorAll('button, a[href], select, [role="tab"], [role="radio"]')]).filter(visible);
      const small = controls
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.height < tapMin - 0.5 || r.width < tapMin - 0.5)
        .map(({ el, r }) => `${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
      const inputs = roots.flatMap((root) => [...root.querySelectorAll('input:not([type="checkbox"]):not([type="radio"]), select, textarea')]).filter(visible);
      const smallText = inputs.filter((el) => parseFloat(getComputedStyle(el).fontSize) < 16).map(name);
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, controls: controls.length, small, smallText };
    },
    { selector: scope, tapMin: TAP_MIN },
  );
}

const SCREENS = [
  { path: '/dev/components', screen: 'GalleryPage', player: false },
  { path: '/login', screen: 'LoginPage', player: false },
  { path: '/signup', screen: 'SignupPage', player: false },
  { path: '/forgot-password', screen: 'ForgotPasswordPage', player: false },
  { path: '/reset-password', screen: 'ResetPasswordPage', player: true },
];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, screen, player } of SCREENS) {
      test(`${path} fits the width, with 44 px targets and 16 px inputs`, async ({ page, request }) => {
        if (player) await logIn(page, request);
        await page.goto(path);
        await expect(page.locator(`[data-screen="${screen}"]`)).toBeVisible();
        if (screen === 'GalleryPage') await expect(page.locator('#layout [data-specimen-lang="bn"] .column-main')).toBeVisible();
        const m = await measure(page, `[data-screen="${screen}"], [data-testid="mobile-top-bar"], [data-testid="desktop-header"]`);
        expect(m.scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(m.innerWidth);
        expect(m.controls).toBeGreaterThan(3);
        expect(m.small, 'controls under 44 px').toEqual([]);
        expect(m.smallText, 'inputs under 16 px text').toEqual([]);
      });
    }

    test('the gallery with both themes and an open dialog still fits', async ({ page }) => {
      await page.goto('/dev/components');
      await page.getByRole('radio', { name: 'Both' }).click();
      await expect(page.locator('#buttons [data-specimen-lang]')).toHaveCount(4);
      const panel = page.locator('#overlays [data-specimen-lang="bn"][data-theme="dark"]');
      await panel.getByRole('button', { name: 'ডায়ালগ খুলুন' }).click();
      await expect(panel.getByRole('dialog', { name: 'উত্তোলন নিশ্চিত করুন' })).toBeVisible();
      const m = await measure(page, '[data-screen="GalleryPage"]');
      expect(m.scrollWidth).toBeLessThanOrEqual(m.innerWidth);
    });
  });
}

test('the Bangla panels of the gallery print every number in Bengali digits, in both themes', async ({ page }) => {
  await page.goto('/dev/components');
  await page.getByRole('radio', { name: 'Both' }).click();
  const panels = page.locator('[data-specimen-lang="bn"]');
  // Twelve sections, each in the light and the dark theme.
  await expect(panels).toHaveCount(24);
  await expect(page.locator('#numbers [data-specimen-lang="bn"] [role="timer"]').first()).toHaveText(/^[০-৯]:[০-৯]{2}$/);
  const texts = await panels.allInnerTexts();
  const latin = texts.flatMap((text, i) => (text.match(/[0-9]+/g) ?? []).map((d) => `panel ${i}: ${d}`));
  expect(latin).toEqual([]);
  // And the formatted numbers are really there, in Bengali digits with lakh grouping.
  expect(texts.join(' ')).toContain('৳ ২৫,০০,০০০.৭৫');
});

test('the theme follows the system until the player picks one, and the pick is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(12, 19, 16)');
  await page.getByTestId('desktop-header').getByRole('combobox', { name: 'Theme' }).selectOption('light');
  expect(await background()).toBe('rgb(238, 241, 239)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe('rgb(238, 241, 239)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b3d2e');
  // A dark pick on a light system: the browser's bar takes the dark top bar's colour once the screen is drawn.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByTestId('desktop-header').getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0a2c21');
});

test('the title and the lang of the page follow the route and the language', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle(/^Forgot password \| /);
  await page.getByTestId('desktop-header').getByRole('combobox', { name: 'Language' }).selectOption('bn');
  await expect(page).toHaveTitle(/^পাসওয়ার্ড ভুলে গেছেন \| /);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font.startsWith('"Noto Sans Bengali"')).toBe(true);
  await page.goto('/signup');
  await expect(page).toHaveTitle(/^সাইন আপ \| /);
});
