// A trader on a laptop runs a fancy line from the keyboard while a player on a phone watches the same
// line in the odds view: the line moves up a run and then suspends, through the ordinary feed. Open
// again, the player backs Yes from the phone; the trader settles the line on the runs made from the desk,
// the player finds the bet won (records and balance), the trader rolls the result back from the event's
// resulted list and settles it again on the corrected runs, and the player finds the bet lost. Last, the
// desk in Bangla, with its resulted list and key map (the bookmaker's key among them), shows no English word.
import { expect, type Page, test } from '@playwright/test';
import { balanceOf, fundedPlayer, inPlayCricket, placeFromSlip, signIn, takaOf } from './exchange-player.ts';
import { toBengaliDigits } from '../../src/lib/format.ts';
import { consoleLogIn, operatorToken } from './operator-session.ts';
import { banglaProblems } from './sweep-checks.ts';

const STAKE = 200;

/** The player's Exchange records, every bet: the row's status and its net profit or loss (none while open). */
async function exchangeRecord(page: Page): Promise<{ status: string; pnl: number | null }> {
  await page.goto('/betting-record');
  await page.getByRole('tab', { name: 'Exchange' }).click();
  await page.getByRole('radio', { name: 'All' }).click();
  const row = page.getByTestId('exchange-record-row');
  await expect(row).toHaveCount(1);
  const pnl = row.getByTestId('exchange-record-pnl');
  return { status: await row.getByTestId('exchange-record-status').innerText(), pnl: (await pnl.count()) > 0 ? takaOf(await pnl.innerText()) : null };
}

test('a trader moves, suspends and settles a line with single keys and the desk, rolls it back and settles it again while a player on a phone sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const event = await inPlayCricket(request);
  const watcher = await fundedPlayer(request, 500);
  const auth = { authorization: `Bearer ${await operatorToken(request)}` };
  const title = `Trader runs ${Date.now() % 100000}`;
  const opened = await request.post('/api/operator/trading/lines', {
    headers: auth,
    data: {
      eventId: event.EventId,
      kind: 'session',
      title,
      titleBn: `ট্রেডারের রান ${toBengaliDigits(title.replace(/\D/g, ''))}`,
      no: 150,
      noRate: 100,
      yes: 151,
      yesRate: 100,
      minStake: 100,
      maxStake: 50000,
      maxProfit: 1000000,
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { id } = (await opened.json()).market as { id: number };
  // Held open, so the simulated balls do not set it ball running while the keys are tested.
  expect((await request.post(`/api/operator/trading/markets/${id}/state`, { headers: auth, data: { state: 'open', held: true } })).status()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const player = await phone.newPage();
  await signIn(player, watcher);
  await player.goto(`/odds-view?eventId=${event.EventId}&marketId=${event.MarketId}`);
  const row = player.getByTestId('fancy-row').filter({ hasText: title });
  await expect(row).toContainText('151');

  const laptop = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const trader = await laptop.newPage();
  await consoleLogIn(trader);
  await trader.getByRole('tab', { name: 'Trading' }).click();
  await trader
    .getByRole('button', { name: new RegExp(event.Event.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  const traderRow = trader.getByTestId('trading-line').filter({ hasText: title });
  await traderRow.click();
  await expect(trader.getByTestId('trading-key-map')).toContainText('Suspend line');
  await expect(trader.getByTestId('trading-key-map')).toContainText('Open / suspend bookmaker');

  await trader.keyboard.press('ArrowUp');
  await expect(traderRow).toContainText('152');
  await expect(row).toContainText('152');
  await expect(row.getByTestId('fancy-overlay')).toBeHidden();

  await trader.keyboard.press('s');
  await expect(traderRow).toContainText('Suspended');
  await expect(row.getByTestId('fancy-overlay')).toBeVisible();

  // Open again, held so the simulated balls leave it open while the player bets: Yes at 152, evens.
  expect((await request.post(`/api/operator/trading/markets/${id}/state`, { headers: auth, data: { state: 'open', held: true } })).status()).toBe(200);
  await expect(row.getByTestId('fancy-overlay')).toBeHidden();
  await row.locator('.price-back').click();
  const slip = player.getByTestId('bet-slip');
  await expect(slip).toBeVisible();
  await slip.getByLabel('Stake', { exact: true }).fill(String(STAKE));
  expect((await placeFromSlip(player, slip, /^Place bet/)).status).toBe('matched');
  expect(await balanceOf(request, watcher)).toBe(500 - STAKE);

  // Settled on 160 runs from the desk: the Yes at 152 wins its stake at evens.
  const liveResult = trader.locator('[data-testid="trading-desk"] > [data-testid="trading-settle"]');
  await liveResult.getByLabel('Runs made').fill('160');
  await liveResult.getByLabel('Reason').fill('20 overs: 160/3');
  await liveResult.getByRole('button', { name: 'Settle line' }).click();
  const resulted = trader.getByTestId('trading-resulted');
  const resultedRow = resulted.getByTestId('trading-resulted-line').filter({ hasText: title });
  await expect(resultedRow).toContainText('160 runs');
  await expect(resultedRow).toContainText('Settled');
  await expect(traderRow).toHaveCount(0);
  expect(await exchangeRecord(player)).toEqual({ status: 'WON', pnl: STAKE });
  await expect(player.getByTestId('header-balance')).toContainText('700.00');
  expect(await balanceOf(request, watcher)).toBe(500 + STAKE);

  // The runs were wrong: rolled back from the resulted list, the win is taken back and the stake held again.
  await resultedRow.getByRole('button', { name: 'Roll back result' }).click();
  const rollBack = trader.getByTestId('trading-rollback');
  await rollBack.getByLabel('Reason for the roll back').fill('scorer corrected the 20th over');
  await rollBack.getByRole('button', { name: 'Roll back result' }).click();
  await expect(resultedRow).toContainText('Waiting for a result');
  expect(await exchangeRecord(player)).toEqual({ status: 'Open', pnl: null });
  await expect(player.getByTestId('header-balance')).toContainText('300.00');
  expect(await balanceOf(request, watcher)).toBe(500 - STAKE);

  // Settled again on the corrected 140 runs: the Yes loses its stake.
  await resultedRow.getByRole('button', { name: 'Result again' }).click();
  const again = resulted.getByTestId('trading-settle');
  await again.getByLabel('Runs made').fill('140');
  await again.getByLabel('Reason').fill('20 overs: 140/6 (corrected)');
  await again.getByRole('button', { name: 'Settle line' }).click();
  await expect(resultedRow).toContainText('140 runs');
  await expect(resultedRow).toContainText('Settled');
  expect(await exchangeRecord(player)).toEqual({ status: 'LOST', pnl: -STAKE });
  await expect(player.getByTestId('header-balance')).toContainText('300.00');
  expect(await balanceOf(request, watcher)).toBe(500 - STAKE);

  // The same desk in Bangla: the resulted list and the key map in Bangla words and digits.
  const events = (await (await request.get('/api/operator/trading/events', { headers: auth })).json()).events as { eventId: string; name_bn: string }[];
  const nameBn = events.find((e) => e.eventId === event.EventId)!.name_bn;
  await trader.evaluate(() => localStorage.setItem('lang', 'bn'));
  await trader.reload();
  await trader.getByRole('tab', { name: 'ট্রেডিং' }).click();
  await trader.getByRole('button', { name: nameBn }).first().click();
  await expect(trader.getByTestId('trading-resulted-line').filter({ hasText: 'ট্রেডারের রান' })).toContainText('১৪০ রান');
  await expect(trader.getByTestId('trading-key-map')).toContainText('বুকমেকার খুলুন / স্থগিত');
  expect(await banglaProblems(trader, 'trader desk')).toEqual([]);
  await phone.close();
  await laptop.close();
});
