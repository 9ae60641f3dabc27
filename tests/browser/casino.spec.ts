// The casino on a phone, against the real product: a guest's tap on a home game tile asks for a log-in;
// a player with a bonus deposit opens Crash from the side menu, bets and cashes out, plays ten slot
// spins, finds every round in the betting record with the right turnover and profit/loss, and sees
// the bonus's turnover requirement advance by exactly the stakes.
import { expect, test, type Page, type Response } from '@playwright/test';
import { CRASH_MAX_X100, roundDurationMs } from '../../games/crash.ts';
import { approvedBonusDeposit, balanceOf, expectGameFrameFits, expectNoSidewaysScroll, uiLogin, verifiedPlayer } from './casino-kit.ts';

test.use({ viewport: { width: 360, height: 740 } });

const taka = (n: number) => `৳ ${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const signedTaka = (n: number) => (n < 0 ? `(${taka(n)})` : taka(n));
/**
 * The longest a player can wait for the next round's betting: the player may open the game just as a round
 * starts that runs to the 1000x cap (115 s), then the pause between rounds (3 s); 20 s more for a busy
 * machine. Rounds of 10x and more run 38 s and longer: with a fixed 40 s wait, the round lengths make about one
 * run in ten fail.
 */
const NEXT_BETTING_MS = roundDurationMs(CRASH_MAX_X100) + 3_000 + 20_000;

/** Every stake and payout the game screens were answered, read off the wire. */
function moneyLog(page: Page) {
  const log = { crashStakes: 0, crashPaid: 0, slotStakes: 0, slotPaid: 0, spins: 0 };
  page.on('response', async (res: Response) => {
    if (res.request().method() !== 'POST' || res.status() !== 200) return;
    const path = new URL(res.url()).pathname;
    if (!path.startsWith('/api/house/')) return;
    const body = (await res.json().catch(() => null)) as Record<string, number> | null;
    if (!body) return;
    if (path === '/api/house/crash/bet') log.crashStakes += body.stake!;
    if (path === '/api/house/crash/cashout') log.crashPaid += body.payout!;
    if (path === '/api/house/slot/spin') {
      log.slotStakes += body.stake!;
      log.slotPaid += body.payout!;
      log.spins += 1;
    }
  });
  return log;
}

/** Every console error of the page and its game frame: a console error fails the test. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('a guest who taps a game tile on the home page is asked to log in', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  await page.getByTestId('featured-slider').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('a player plays crash and ten slot spins; the betting record and the bonus turnover show exactly that play', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000 + NEXT_BETTING_MS);
  const player = await verifiedPlayer(request, baseURL!);
  // Daily Reload 10%: ৳1,000 + ৳100 bonus, to be turned over 5 times: ৳5,500.
  await approvedBonusDeposit(request, player, 1000, 'Daily Reload 10%');
  expect(await balanceOf(request, player.token)).toBe(1100);
  const money = moneyLog(page);
  const errors = consoleErrors(page);
  await uiLogin(page, player.username, player.password);

  // ---- Crash from the side menu: Crash, then the house studio, then its Chakka Crash tile.
  await page.getByTestId('mobile-top-bar').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Crash' }).click();
  await menu.getByRole('button', { name: 'Chakka Originals' }).click();
  await expect(page).toHaveURL(/\/games\?type=EGAME&system=CHAKKA/);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Play Chakka Crash' }).click();
  await expect(page).toHaveURL(/\/gamerun$/);
  await expect(page.getByTestId('gamerun-username')).toHaveText(player.username);
  const crash = page.frameLocator('iframe.gamerun-frame');
  await expect(crash.getByTestId('house-rtp')).toHaveText('RTP 99.00%');

  // Bet and cash out as soon as the round runs; a round that crashes at once is lost, so try again.
  let cashed = false;
  // Refusals by the round's clock (409), which this test accepts: the browser logs each as a console error.
  let refusedByClock = 0;
  for (let round = 0; round < 6 && !cashed; round++) {
    await expect(crash.getByTestId('crash-bet')).toBeEnabled({ timeout: NEXT_BETTING_MS });
    // A click in the last instant of the betting window can reach the server after the round has started,
    // which refuses it (its clock decides): then the next round. Read from the answer, not the panel, which
    // passes through "next round" while a bet that was taken is still on its way back.
    const [placed] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/house/crash/bet' && r.request().method() === 'POST'),
      crash.getByTestId('crash-bet').click(),
    ]);
    if (!placed.ok()) {
      expect(placed.status()).toBe(409);
      refusedByClock++;
      continue;
    }
    await expect(crash.getByTestId('crash-waiting').or(crash.getByTestId('crash-cashout'))).toBeVisible();
    const out = crash.getByTestId('crash-cashout');
    const outcome = crash.getByTestId('crash-outcome');
    await expect(out.or(outcome)).toBeVisible({ timeout: 30_000 });
    if (await out.isVisible()) {
      // The server's answer says whether the cash out beat the crash; the outcome line shows only until the
      // next round starts, which a busy machine can reach before the page is read.
      // The round can crash between the check above and the click: the button is gone then, and an unbounded
      // click would wait for one that never comes back (this bet is lost) until the test's own timeout.
      const answered = page
        .waitForResponse((r) => new URL(r.url()).pathname === '/api/house/crash/cashout' && r.request().method() === 'POST', { timeout: 15_000 })
        .catch(() => null);
      const clicked = await out.click({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      const answer = clicked ? await answered : null;
      if (answer !== null && !answer.ok()) {
        expect(answer.status()).toBe(409);
        refusedByClock++;
      }
      cashed = answer !== null && answer.ok() && ((await answer.json()) as { won?: boolean }).won === true;
      if (cashed) await expect(outcome).toContainText('You cashed out at');
    }
  }
  expect(cashed).toBe(true);
  await expectGameFrameFits(page);
  await expect(crash.getByTestId('crash-players')).toContainText(`${player.username.slice(0, 2)}***`);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page).toHaveURL(/\/games\?type=EGAME/);

  // ---- Ten spins of Lucky Sixes from the slot lobby.
  await page.goto('/slot');
  await page.getByRole('button', { name: 'Play Lucky Sixes' }).click();
  const slot = page.frameLocator('iframe.gamerun-frame');
  await expect(slot.getByTestId('house-rtp')).toHaveText('RTP 96.01%');
  await expect(slot.getByTestId('slot-paytable')).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await expect(slot.getByTestId('slot-spin')).toBeEnabled();
    await slot.getByTestId('slot-spin').click();
    await expect.poll(() => money.spins).toBe(i + 1);
  }
  await expect(slot.getByTestId('fair-nonce')).toHaveText('10');
  await expectGameFrameFits(page);
  await page.getByRole('button', { name: 'Close the game' }).click();

  // ---- The money: balance, betting record, turnover.
  const turnover = money.crashStakes + money.slotStakes;
  const paid = money.crashPaid + money.slotPaid;
  expect(money.slotStakes).toBe(100);
  expect(await balanceOf(request, player.token)).toBeCloseTo(1100 - turnover + paid, 2);

  await page.goto('/betting-record');
  // The rounds of today, or of the last seven days should the run cross Dhaka midnight.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await page.getByTestId('settled-confirm').click();
  await expect(page.getByTestId('summary-turnover')).toHaveText(taka(turnover));
  await expect(page.getByTestId('summary-profit')).toHaveText(signedTaka(paid - turnover));
  const slotRow = page.getByTestId('settled-row').filter({ hasText: 'Slot' });
  await expect(slotRow.getByTestId('group-turnover')).toHaveText(taka(100));
  await expect(slotRow.getByTestId('group-profit')).toHaveText(signedTaka(money.slotPaid - 100));
  await expect(page.getByTestId('settled-row').filter({ hasText: 'Crash' }).getByTestId('group-turnover')).toHaveText(taka(money.crashStakes));
  await expectNoSidewaysScroll(page);
  // Game type Slot alone; a platform tapped twice goes back to All.
  await page.getByRole('button', { name: 'Filter' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  await sheet.getByRole('group', { name: 'Game Type' }).getByRole('button', { name: 'Slot', exact: true }).click();
  const platforms = sheet.getByRole('group', { name: 'Platform' });
  await platforms.getByRole('button', { name: 'Chakka Originals' }).click();
  await expect(platforms.getByRole('button', { name: 'Chakka Originals' })).toHaveAttribute('aria-pressed', 'true');
  await platforms.getByRole('button', { name: 'Chakka Originals' }).click();
  await expect(platforms.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('settled-confirm').click();
  await expect(page.getByTestId('settled-row')).toHaveCount(1);
  await expect(page.getByTestId('summary-turnover')).toHaveText(taka(100));
  await slotRow.click();
  await expect(page.getByTestId('settled-game')).toHaveCount(10);
  await expect(page.getByTestId('settled-game').first()).toContainText('Lucky Sixes');

  await page.goto('/turnover-record');
  const card = page.getByTestId('turnover-card').first();
  await expect(card).toContainText('Daily Reload 10%');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((turnover / 5500) * 100)));
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card).toContainText(taka(5500 - turnover));
  // Nothing else went wrong: one line per refusal the rounds' clock made (a loaded machine may make one).
  expect(errors).toEqual(Array.from({ length: refusedByClock }, () => 'Failed to load resource: the server responded with a status of 409 (Conflict)'));
});
