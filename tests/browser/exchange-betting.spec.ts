// A player betting on the exchange end to end, on a 360 px phone, against the real product and its
// seeded simulator: a deposit the operator approves, an in-play cricket match, a back bet from the
// slip (matched), the profit or loss beside each runner and the exposure in the header, a lay at a
// price nobody offers (unmatched) cancelled, the back cashed out, then the match played to its end
// (the operator's simulator clock, EXCHANGE_TEST_CONTROLS=1) and the bets found in the Exchange tab
// of /betting-record as WON or LOST, the balance moved by exactly their net profit and loss.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { askHalfTheOdds, balanceOf, fundedPlayer, inPlayCricket, outsiderRow, placeFromSlip, signIn, takaOf, type FundedPlayer } from './exchange-player.ts';
import { operatorToken } from './operator-session.ts';

interface Bet {
  id: number;
  status: string;
  matchedStake: number;
  unmatchedStake: number;
  averagePrice: number | null;
  side: string;
  selectionId: string;
}

const DEPOSIT = 5000;
const BACK_STAKE = 200;
const LAY_STAKE = 100;
const PLACE = /^Place bet/;

const betsOn = async (request: APIRequestContext, p: FundedPlayer, marketId: string, status: 'open' | 'settled') =>
  (await (await request.get(`/api/exchange/bets?status=${status}&marketId=${marketId}`, { headers: p.auth })).json()).bets as Bet[];

interface Hedged {
  bets: { status: string; averagePrice: number | null }[];
}

/**
 * Cash out, confirmed in its dialog (which says what it locks in; nothing is placed before the confirm),
 * again while the ball is running (its hedge is refused then); the hedges placed.
 */
async function cashOutOnce(page: Page): Promise<Hedged> {
  for (let attempt = 0; attempt < 8; attempt++) {
    await page
      .getByTestId('cash-out')
      .getByRole('button', { name: /Cash out/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Cash out?' });
    await expect(confirm.getByTestId('cash-out-locks')).toContainText(/You lock in a (profit|loss) of ৳/);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exchange/cash-out' && r.request().method() === 'POST'),
      confirm.getByRole('button', { name: /Confirm cash out/ }).click(),
    ]);
    const done = (await answer.json()) as Partial<Hedged>;
    if (answer.ok() && done.bets?.every((b) => b.status !== 'refused')) return done as Hedged;
    await page.waitForTimeout(2000);
  }
  throw new Error('the cash out was refused on every try');
}

async function runnerPnl(page: Page): Promise<number[]> {
  return (await page.getByTestId('match-odds').getByTestId('runner-pnl-now').allInnerTexts()).map(takaOf);
}

test('a player backs a runner, cancels an unmatched lay, cashes out, and finds the settled bets in the Exchange tab', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const player = await fundedPlayer(request, DEPOSIT);
  expect(await balanceOf(request, player)).toBe(DEPOSIT);
  const event = await inPlayCricket(request);

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) consoleErrors.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });
  await signIn(page, player);
  await page.goto(`/odds-view?eventId=${event.EventId}&marketId=${event.MarketId}`);
  // ---- back the outsider (outsiderRow says why): two ticks lower on the stepper, then at half its
  // winnings (askHalfTheOdds says why), so a moving book still matches it at the book's best price.
  const { runner, index: pick, rows } = await outsiderRow(page);
  const runners = await rows.count();
  expect(runners).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('exchange-exposure')).toHaveText('৳ 0.00');
  await runner.locator('.price-back').last().click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip).toBeVisible();
  await slip.getByRole('button', { name: 'Lower odds' }).click();
  await slip.getByRole('button', { name: 'Lower odds' }).click();
  await askHalfTheOdds(slip, 'Odds');
  await slip.getByLabel('Stake', { exact: true }).fill(String(BACK_STAKE));
  await expect(slip.getByTestId('slip-liability')).toHaveText(`৳ ${BACK_STAKE}.00`);
  // A preview beside the backed runner while typing: what it would win.
  await expect(runner.getByTestId('runner-pnl-preview')).toBeVisible();
  expect((await placeFromSlip(page, slip, PLACE)).status).toBe('matched');
  await expect(slip).toHaveCount(0);
  await expect(page.getByTestId('toast').filter({ hasText: 'Bet matched.' })).toBeVisible();

  const [back] = await betsOn(request, player, event.MarketId, 'open');
  expect(back).toMatchObject({ status: 'matched', matchedStake: BACK_STAKE, unmatchedStake: 0, side: 'back' });
  // Beside each runner: what the player makes if it wins (the backed one) or loses (every other).
  const win = BACK_STAKE * (back!.averagePrice! - 1);
  await expect.poll(async () => (await runnerPnl(page)).length).toBe(runners);
  const pnl = await runnerPnl(page);
  const [mine] = pnl.splice(pick, 1);
  const others = pnl;
  expect(Math.abs(mine! - win)).toBeLessThanOrEqual(0.01);
  expect(others).toEqual(Array(runners - 1).fill(-BACK_STAKE));
  await expect(page.getByTestId('exchange-exposure')).toHaveText(`৳ ${BACK_STAKE}.00`);

  // ---- a lay at 1.01 on the same runner: nobody offers it, so it waits unmatched; then cancelled
  await runner.locator('.price-lay').first().click();
  await expect(slip).toBeVisible();
  await slip.getByLabel('Odds', { exact: true }).fill('1.01');
  await slip.getByLabel('Stake', { exact: true }).fill(String(LAY_STAKE));
  await slip.getByLabel('Stake', { exact: true }).press('Tab');
  await expect(slip.getByTestId('slip-liability')).toHaveText('৳ 1.00');
  expect((await placeFromSlip(page, slip, PLACE)).status).toBe('unmatched');
  await expect(page.getByTestId('toast').filter({ hasText: 'Bet unmatched' })).toBeVisible();
  const unmatched = page.getByTestId('open-bet-unmatched');
  await expect(unmatched).toHaveCount(1);
  await expect(page.getByTestId('open-bet-matched')).toHaveCount(1);
  await unmatched.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Bet cancelled.' })).toBeVisible();
  await expect(unmatched).toHaveCount(0);
  await expect(page.getByTestId('exchange-exposure')).toHaveText(`৳ ${BACK_STAKE}.00`);

  // ---- cash out: confirmed, it places the hedge, and every runner then shows (nearly) the same result; the
  // exposure falls to what that locked-in result risks. A hedge's stake is rounded down to the poisha,
  // which moves its runner by under its odds in poisha (a long shot at 70 leaves 0.69 taka at most):
  // the slack of server/exchange/maths/cash-out.ts, plus a poisha per runner for the shown rounding.
  const hedged = await cashOutOnce(page);
  const slack = hedged.bets.reduce((sum, b) => sum + Math.ceil(b.averagePrice ?? 1) / 100, 0) + runners / 100;
  await expect(page.getByTestId('toast').filter({ hasText: 'Cashed out.' })).toBeVisible();
  await expect
    .poll(async () => {
      const pnl = await runnerPnl(page);
      return Math.max(...pnl) - Math.min(...pnl);
    })
    .toBeLessThanOrEqual(slack);
  const locked = await runnerPnl(page);
  await expect.poll(async () => takaOf(await page.getByTestId('exchange-exposure').innerText())).toBe(Math.max(0, -Math.min(...locked)));

  // ---- the player waits on My Bets while the match is played to its end on the operator's simulator
  // clock (the odds view of a match that ended and left the feed is not what this test is about)
  await page.goto('/exchange-account/my-bets');
  await expect(page.getByTestId('my-bets-event')).toHaveCount(1);
  await expect(page.getByTestId('my-bets-event').getByTestId('open-bet-matched')).toHaveCount(2);
  // The lay the cash out placed is marked as the cash out's; each bet gives its id.
  await expect(page.getByTestId('my-bets-event').getByTestId('bet-cash-out')).toHaveCount(1);
  await expect(page.getByTestId('my-bets-event').getByText(`Bet ID ${back!.id}`)).toBeVisible();
  const op = { authorization: `Bearer ${await operatorToken(request)}` };
  for (let hour = 0; hour < 12 && (await betsOn(request, player, event.MarketId, 'settled')).length === 0; hour++) {
    const moved = await request.post('/api/operator/exchange/simulator/advance', { headers: op, data: { minutes: 60 }, timeout: 60_000 });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  expect((await betsOn(request, player, event.MarketId, 'settled')).length).toBeGreaterThan(0);
  expect(await betsOn(request, player, event.MarketId, 'open')).toHaveLength(0);

  // ---- the Exchange tab: both matched bets, WON or LOST, whose net profit and loss is what the balance moved
  await page.goto('/betting-record');
  await page.getByRole('tab', { name: 'Exchange' }).click();
  await page.getByRole('radio', { name: 'All' }).click();
  const records = page.getByTestId('exchange-record-row');
  await expect(records).toHaveCount(2);
  const statuses = await records.getByTestId('exchange-record-status').allInnerTexts();
  const net = (await records.getByTestId('exchange-record-pnl').allInnerTexts()).map(takaOf).reduce((a, b) => a + b, 0);
  if (statuses.every((status) => status === 'VOID')) {
    // A match without a winner (a tied match; the simulator's clock decides which match this test gets, and
    // one CI run got one) voids its market: every stake back, whatever the cash-out locked in.
    expect(net).toBe(0);
  } else {
    for (const status of statuses) expect(['WON', 'LOST']).toContain(status);
    // The winner's locked-in result, whichever runner won.
    expect(locked.some((result) => Math.abs(net - result) <= 0.01)).toBe(true);
  }
  expect(Math.round(((await balanceOf(request, player)) - DEPOSIT) * 100)).toBe(Math.round(net * 100));

  await records.first().click();
  await expect(page.getByRole('dialog', { name: 'Exchange Record Details' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await context.close();
});
