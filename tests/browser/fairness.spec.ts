// Provable fairness as a player meets it, on a phone: a Jhandi Munda round played in Bangla (the
// screen states its return to player in Bengali digits), then the verification page, which after a
// seed rotation recomputes that very round in the browser: the server seed's hash is the one the game
// showed before the throw, and the payout is the one the server paid.
import { expect, test, type Page } from '@playwright/test';
import { approvedBonusDeposit, expectGameFrameFits, uiLogin, verifiedPlayer } from './casino-kit.ts';

test.use({ viewport: { width: 360, height: 740 } });

const taka = (n: number) => `৳ ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('a Jhandi Munda round played in Bangla is recomputed on the verification page from its revealed seed', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const player = await verifiedPlayer(request, baseURL!);
  await approvedBonusDeposit(request, player, 500);
  await uiLogin(page, player.username, player.password);
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));

  await page.goto('/games?type=TABLE');
  await page
    .getByTestId('game-tile')
    .filter({ hasText: /Jhandi Munda|ঝান্ডি মুন্ডা/ })
    .locator('.game-tile-play')
    .click();
  await expect(page).toHaveURL(/\/gamerun$/);
  const game = page.frameLocator('iframe.gamerun-frame');
  await expect(game.getByTestId('house-rtp')).toHaveText('আরটিপি ৯৬.৬১%');
  const committed = game.getByTestId('server-seed-hash');
  await expect(committed).toHaveText(/^[0-9a-f]{64}$/);
  const committedHash = (await committed.textContent())!;

  await game.getByTestId('jhandi-spot-crown').click();
  await game.getByTestId('jhandi-spot-heart').click();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/house/jhandi-munda/play') && r.request().method() === 'POST');
  await game.getByTestId('jhandi-roll').click();
  const played = (await (await answered).json()) as { stake: number; payout: number; dice: string[]; fair: { nonce: number } };
  expect(played.dice).toHaveLength(6);
  expect(played.stake).toBeGreaterThan(0);
  await expectGameFrameFits(page);

  // The verification page, in English for the comparison of figures.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/house/verify');
  const mine = page.getByTestId('my-rounds');
  await expect(mine.getByTestId('my-round')).toHaveCount(1);
  // The seed of the round is still secret: Rotate reveals it, and the round opens in the form.
  const secret = mine.getByText('stays secret until you rotate');
  await expect(secret).toBeVisible();
  await mine.getByRole('button', { name: 'Rotate seeds' }).click();
  // Gone only once the rounds are listed again, each with its revealed seed (the row is then a link).
  await expect(secret).toHaveCount(0);
  await mine.getByTestId('my-round').click();
  await expect(page.getByRole('radio', { name: 'Jhandi Munda' })).toBeChecked();
  await expect(page.getByLabel('Server seed')).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(page.getByLabel('Nonce')).toHaveValue(String(played.fair.nonce));
  await expect(page.getByTestId('verify-seed-hash')).toHaveText(committedHash);
  await expect(page.getByTestId('verify-payout')).toContainText(taka(played.payout));
  expect(errors).toEqual([]);
});
