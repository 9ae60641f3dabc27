// The bet slip checks the stake against the range of its own market, as the server will: a trader's line
// published with a ৳50 minimum (below the site's ৳100 default) and a ৳2,000 maximum. On a phone the slip
// names the maximum before sending 2,500, and takes 50, which the server matches.
import { expect, test } from '@playwright/test';
import { balanceOf, fundedPlayer, inPlayCricket, placeFromSlip, signIn } from './exchange-player.ts';
import { toBengaliDigits } from '../../src/lib/format.ts';
import { operatorToken } from './operator-session.ts';

test("the slip holds a stake to its market's own range, not the market type's default", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const event = await inPlayCricket(request);
  const bettor = await fundedPlayer(request, 5000);
  const auth = { authorization: `Bearer ${await operatorToken(request)}` };
  const tag = String(Date.now() % 100000);
  const title = `Small stakes ${tag}`;
  // Named in both languages, as a trader names a line: the desk in Bangla, which another journey reads
  // for English words, lists it too.
  const titleBn = `ছোট স্টেক ${toBengaliDigits(tag)}`;
  const opened = await request.post('/api/operator/trading/lines', {
    headers: auth,
    data: {
      eventId: event.EventId,
      kind: 'session',
      title,
      titleBn,
      no: 60,
      noRate: 100,
      yes: 61,
      yesRate: 100,
      minStake: 50,
      maxStake: 2000,
      maxProfit: 100000,
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { id } = (await opened.json()).market as { id: number };
  // Held open, so the simulated balls do not set it ball running while the player bets.
  expect((await request.post(`/api/operator/trading/markets/${id}/state`, { headers: auth, data: { state: 'open', held: true } })).status()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await signIn(page, bettor);
  await page.goto(`/odds-view?eventId=${event.EventId}&marketId=${event.MarketId}`);
  const row = page.getByTestId('fancy-row').filter({ hasText: title });
  await expect(row).toContainText('61');
  const [limits] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exchange/stake-limits'),
    row.locator('.price-back').click(),
  ]);
  expect(await limits.json()).toMatchObject({ minStake: 50, maxStake: 2000 });
  const slip = page.getByTestId('bet-slip');
  const stake = slip.getByLabel('Stake', { exact: true });
  await stake.fill('2500');
  await expect(slip).toContainText('The maximum stake per bet on this market is ৳2,000.');
  await expect(slip.getByRole('button', { name: /^Place bet/ })).toBeDisabled();
  await stake.fill('50');
  await expect(slip).not.toContainText('stake per bet on this market');
  expect((await placeFromSlip(page, slip, /^Place bet/)).status).toBe('matched');
  expect(await balanceOf(request, bettor)).toBe(4950);
  await phone.close();
});
