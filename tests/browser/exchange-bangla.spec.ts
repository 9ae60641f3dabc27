// A player who reads Bangla backs a runner on a 360 px phone: the slip, the toast, the exposure in the
// header and the open bet all speak Bangla, with Bengali digits and no Latin digit, against the real
// product and its seeded simulator. On the way, the lowest runner's slip shows whole above the bottom nav. One journey, kept short: the English one (exchange-betting.spec.ts)
// covers lays, cancels, cash out and settlement.
import { expect, test, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { askHalfTheOdds, fundedPlayer, inPlayCricket, outsiderRow, placeFromSlip, signIn } from './exchange-player.ts';

const bn = (file: string) => JSON.parse(readFileSync(`src/locales/bn/${file}.json`, 'utf8'));
const EXCHANGE = bn('exchange');
const ERRORS = bn('errors.exchange');
const STAKE = 200;
const literally = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Shown in Bangla: no Latin digit, the given Bangla words, and (numbers: true) Bengali digits. */
async function readsInBangla(part: Locator, numbers: boolean, ...words: string[]) {
  const text = await part.innerText();
  if (numbers) expect(text, 'Bengali digits').toMatch(/[০-৯]/);
  expect(text, 'no Latin digit').not.toMatch(/[0-9]/);
  for (const word of words) expect(text).toContain(word);
}

test('a player in Bangla backs a runner and reads the slip, the toast, the exposure and the open bet in Bangla', async ({ browser, request }) => {
  test.setTimeout(240_000); // inPlayCricket may wait out an innings break
  const player = await fundedPlayer(request, 5000);
  const event = await inPlayCricket(request);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await signIn(page, player, 'bn');
  await page.goto(`/odds-view?eventId=${event.EventId}&marketId=${event.MarketId}`);

  const { runner, rows } = await outsiderRow(page);
  await readsInBangla(runner.locator('.price-back').last(), true);
  // The lowest runner's slip opens under its row, at the foot of the screen: it scrolls into view
  // whole, above the fixed bottom nav, its place button clear to tap.
  await rows.last().locator('.price-lay').first().click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip).toBeVisible();
  const nav = await page.locator('.exchange-nav').boundingBox();
  await expect.poll(async () => (await slip.boundingBox())!.y + (await slip.boundingBox())!.height).toBeLessThanOrEqual(nav!.y);
  await slip.getByRole('button', { name: EXCHANGE.slip.close }).click();
  await expect(slip).toHaveCount(0);

  await runner.locator('.price-back').last().click();
  await expect(slip).toBeVisible();
  await slip.getByRole('button', { name: EXCHANGE.slip.oddsDown }).click();
  await slip.getByRole('button', { name: EXCHANGE.slip.oddsDown }).click();
  await askHalfTheOdds(slip, EXCHANGE.slip.odds);
  await slip.getByLabel(EXCHANGE.slip.stake, { exact: true }).fill(String(STAKE));
  // The slip: its side, the liability and the quick stakes in Bengali digits; the stake as typed.
  await expect(slip.getByTestId('slip-liability')).toHaveText('৳ ২০০.০০');
  await readsInBangla(slip.locator('.slip-head'), false, EXCHANGE.side.back);
  await readsInBangla(slip.locator('.slip-money'), true, EXCHANGE.slip.profit, EXCHANGE.slip.liability);
  await expect(slip.getByRole('button', { name: '১,০০০' })).toBeVisible();

  expect((await placeFromSlip(page, slip, new RegExp(literally(EXCHANGE.slip.place)))).status).toBe('matched');
  await expect(slip).toHaveCount(0);
  await expect(page.getByTestId('toast').filter({ hasText: ERRORS.exchangeBetMatched })).toBeVisible();
  await expect(page.getByTestId('exchange-exposure')).toHaveText('৳ ২০০.০০');

  const bet = page.getByTestId('open-bet-matched');
  await expect(bet).toHaveCount(1);
  await readsInBangla(page.getByTestId('open-bets'), true, EXCHANGE.openBets.title, EXCHANGE.openBets.matched, EXCHANGE.side.back);
  await expect(bet).toContainText('২০০.০০');
  // The runner's profit or loss beside its name, in Bengali digits too.
  await readsInBangla(runner.getByTestId('runner-pnl-now'), true);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
