// A trader on a laptop runs a fancy line from the keyboard while a player on a phone watches the same
// line in the odds view: the line moves up a run and then suspends, through the ordinary feed.
import { expect, test } from '@playwright/test';
import { fundedPlayer, inPlayCricket, signIn } from './exchange-player.ts';
import { consoleLogIn, operatorToken } from './operator-session.ts';

test('a trader moves and suspends a line with single keys while a player on a phone sees it', async ({ browser, request }) => {
  const event = await inPlayCricket(request);
  const watcher = await fundedPlayer(request, 500);
  const auth = { authorization: `Bearer ${await operatorToken(request)}` };
  const title = `Trader runs ${Date.now() % 100000}`;
  const opened = await request.post('/api/operator/trading/lines', {
    headers: auth,
    data: { eventId: event.EventId, kind: 'session', title, no: 150, noRate: 100, yes: 151, yesRate: 100, minStake: 100, maxStake: 50000, maxProfit: 1000000 },
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

  await trader.keyboard.press('ArrowUp');
  await expect(traderRow).toContainText('152');
  await expect(row).toContainText('152');
  await expect(row.getByTestId('fancy-overlay')).toBeHidden();

  await trader.keyboard.press('s');
  await expect(traderRow).toContainText('Suspended');
  await expect(row.getByTestId('fancy-overlay')).toBeVisible();
  await phone.close();
  await laptop.close();
});
