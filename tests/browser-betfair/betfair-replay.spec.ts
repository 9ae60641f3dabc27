// Players on a server whose markets are Betfair's own, replayed from the recordings in tests/fixtures/betfair
// (EXCHANGE_SOURCE=betfair-files, playwright.config.ts): the Sheffield greyhound race of 19 April 2022, its
// WIN and PLACE markets on the race card and a PLACE bet settled by the PLACE result; then the Netherlands v
// Papua New Guinea T20 of 11 July 2022 on a 360 px phone, in English and in Bangla: found in the cricket
// list, its recorded prices and live score shown, a back bet matched against the mirrored book, seen in My
// Bets, and, once the market closes with Netherlands the winner, settled won with the balance moved.
// The replay plays at the recording's own pace; the operator's test control moves it on to each recorded
// moment a step needs (just before the race, just before the off, the close), so the run's timing never matters.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { askHalfTheOdds, balanceOf, fundedPlayer, latinDigits, placeFromSlip, signIn, takaOf, type FundedPlayer } from '../browser/exchange-player.ts';
import { operatorAuth } from '../browser/operator-session.ts';

const locale = (lang: 'en' | 'bn', file: string) => JSON.parse(readFileSync(`src/locales/${lang}/${file}.json`, 'utf8'));
const literally = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const T20 = { eventId: '31573045', marketId: '1.200806927', netherlands: 228749 };
const RACE = { eventId: '31389771', win: '1.197931750', place: '1.197931751', coolavanny: 39823721 };
const STAKE = 100;

interface Bet {
  id: number;
  status: string;
  matchedStake: number;
  averagePrice: number | null;
  profitLoss?: number | null;
}

/** Moves the replay on to the recorded moment `iso`; answers once everything up to it is applied and settled. */
async function replayTo(request: APIRequestContext, iso: string): Promise<void> {
  const moved = await request.post('/api/operator/exchange/simulator/advance', { headers: await operatorAuth(request), data: { to: iso }, timeout: 60_000 });
  expect(moved.status(), await moved.text()).toBe(200);
  expect(Date.parse((await moved.json()).simulatedAt)).toBeGreaterThanOrEqual(Date.parse(iso));
}

const betsOn = async (request: APIRequestContext, p: FundedPlayer, marketId: string, status: 'open' | 'settled') =>
  (await (await request.get(`/api/exchange/bets?status=${status}&marketId=${marketId}`, { headers: p.auth })).json()).bets as Bet[];

/** The best back price of a runner as the feed serves the recorded book. */
async function bestBack(request: APIRequestContext, marketId: string, selectionId: number): Promise<number> {
  const [market] = (await (await request.get(`/exchange-api/api/match-odds/${marketId}`)).json()) as {
    runners: { selectionId: number; ex: { availableToBack: { price: number }[] } }[];
  }[];
  return market!.runners.find((r) => r.selectionId === selectionId)!.ex.availableToBack[0]!.price;
}

async function phone(browser: Browser, player: FundedPlayer, lang: 'en' | 'bn'): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signIn(page, player, lang);
  return { page, errors, close: () => context.close() };
}

/** Backs the runner in `row` from the slip at the book's prices; the server's answer. */
async function backFromSlip(page: Page, row: ReturnType<Page['locator']>, lang: 'en' | 'bn'): Promise<{ status: string }> {
  const words = locale(lang, 'exchange');
  await row.locator('.price-back').last().click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip).toBeVisible();
  // Asked lower than shown, so a book that shortens while the slip is open still matches it; a back always
  // takes the book's own better prices, three levels deep.
  await askHalfTheOdds(slip, words.slip.odds);
  await slip.getByLabel(words.slip.stake, { exact: true }).fill(String(STAKE));
  return placeFromSlip(page, slip, literally(words.slip.place));
}

/** The settled bet in the Exchange tab of /betting-record, with the status word of `lang`. */
async function settledRecord(page: Page, lang: 'en' | 'bn', status: 'WON' | 'LOST'): Promise<number> {
  const records = locale(lang, 'records');
  const words = locale(lang, 'records.exchange').exchangeRecord;
  await page.goto('/betting-record');
  await page.getByRole('tab', { name: records.exchangeTab }).click();
  const row = page.getByTestId('exchange-record-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('exchange-record-status')).toHaveText(words.status[status]);
  return takaOf(latinDigits(await row.getByTestId('exchange-record-pnl').innerText()));
}

/** The balance the player sees at the top of the page, in taka (Bengali digits read too). */
async function shownBalance(page: Page): Promise<number> {
  const chip = page.getByTestId('header-balance');
  await expect(chip).toContainText('৳');
  return takaOf(latinDigits(await chip.innerText()));
}

test.describe.configure({ mode: 'serial' });

test('the greyhound race card shows WIN and PLACE, and a PLACE bet on the dog that came second settles won', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const player = await fundedPlayer(request, 2000);
  // Four minutes before the off: both markets open, the race card on the list.
  await replayTo(request, '2022-04-19T18:25:00Z');
  const { page, errors, close } = await phone(browser, player, 'en');
  await page.goto('/exchange?sport=greyhound-racing');
  const card = page.getByTestId('race-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Sheffield');
  await expect(card.getByTestId('race-market')).toHaveText(['OR 280m', /^To Be Placed \(2\b/]);
  await expect(card.getByTestId('race-runner').nth(5)).toContainText('6');
  await expect(card.getByTestId('race-runner').nth(5)).toContainText('Coolavanny');

  await card.getByTestId('race-market').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`marketId=${RACE.place.replace('.', '\\.')}`));
  const row = page.getByTestId('match-odds').getByTestId('runner-row').filter({ hasText: 'Coolavanny' });
  // The best back as the feed serves the recorded book (which moves at the recording's pace).
  await expect
    .poll(async () => Number(await row.locator('.price-back .price').last().innerText()) === (await bestBack(request, RACE.place, RACE.coolavanny)))
    .toBe(true);
  expect((await backFromSlip(page, row, 'en')).status).toBe('matched');
  const [bet] = await betsOn(request, player, RACE.place, 'open');
  expect(bet).toMatchObject({ matchedStake: STAKE });

  // The race is run: the PLACE market closes with traps 2 and 6 placed, the WIN with trap 2 alone.
  await replayTo(request, '2022-04-19T18:30:00Z');
  await expect.poll(async () => (await betsOn(request, player, RACE.place, 'settled')).length).toBe(1);
  const [settled] = await betsOn(request, player, RACE.place, 'settled');
  const profit = await settledRecord(page, 'en', 'WON');
  // Won at the prices it matched at (the average shown is rounded to the ladder's two places).
  expect(settled!.profitLoss).toBeGreaterThan(0);
  expect(Math.abs(settled!.profitLoss! - STAKE * ((bet!.averagePrice ?? 0) - 1))).toBeLessThan(STAKE * 0.01);
  expect(await balanceOf(request, player)).toBeCloseTo(2000 + profit, 2);
  await expect.poll(() => shownBalance(page)).toBeCloseTo(2000 + profit, 2);
  expect(errors).toEqual([]);
  await close();
});

test('on a phone, in English and in Bangla, a player backs Netherlands on the recorded T20 and is paid when it closes', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const players = { en: await fundedPlayer(request, 2000), bn: await fundedPlayer(request, 2000) };
  // Thirty recorded seconds before the off: listed, not yet in play (the English player sees it go in play).
  await replayTo(request, '2022-07-11T10:59:50Z');
  const bets: Record<'en' | 'bn', Bet> = {} as Record<'en' | 'bn', Bet>;
  const phones: Record<string, Awaited<ReturnType<typeof phone>>> = {};
  for (const lang of ['en', 'bn'] as const) {
    const words = locale(lang, 'exchange');
    const bnNames = lang === 'bn';
    const phoneOf = (phones[lang] = await phone(browser, players[lang], lang));
    const { page } = phoneOf;
    await page.goto('/exchange?sport=cricket');
    const event = page.getByTestId('event-row').filter({ hasText: bnNames ? 'নেদারল্যান্ডস বনাম পাপুয়া নিউগিনি' : 'Netherlands v Papua New Guinea' });
    await expect(event).toHaveCount(1);
    await event.click();
    await expect(page).toHaveURL(new RegExp(`eventId=${T20.eventId}`));

    // The recorded ladder, three levels a side, the best back as the feed has it.
    const row = page
      .getByTestId('match-odds')
      .getByTestId('runner-row')
      .filter({ hasText: bnNames ? 'নেদারল্যান্ডস' : 'Netherlands' });
    await expect(row.locator('.price-back .price')).toHaveCount(3);
    await expect(row.locator('.price-lay .price')).toHaveCount(3);
    if (lang === 'en') {
      // Not in play yet; the recording turns it in play at 11:00:20, half a minute on at its own pace.
      await expect(page.getByTestId('inplay-marker')).toHaveCount(0);
      await expect(page.getByTestId('inplay-marker')).toBeVisible({ timeout: 60_000 });
      // The score stream has the first balls from 11:01:55: moved on to them.
      await replayTo(request, '2022-07-11T11:02:30Z');
    }
    await expect(page.getByTestId('inplay-marker')).toHaveText(words.inPlay);
    // The live score from the match's score stream: runs and overs.
    const score = page.getByTestId('score-board').locator('.score-board-score');
    await expect(score).toBeVisible({ timeout: 30_000 });
    await expect(score).toContainText(bnNames ? /[০-৯]/ : /\d/);
    await expect
      .poll(
        async () =>
          Number(latinDigits(await row.locator('.price-back .price').last().innerText())) === (await bestBack(request, T20.marketId, T20.netherlands)),
      )
      .toBe(true);

    expect((await backFromSlip(page, row, lang)).status).toBe('matched');
    [bets[lang]] = await betsOn(request, players[lang], T20.marketId, 'open');
    expect(bets[lang]).toMatchObject({ matchedStake: STAKE });

    await page.goto('/exchange-account/my-bets');
    const mine = page.getByTestId('my-bets-event');
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('open-bet-matched')).toHaveCount(1);
    await expect(mine).toContainText(bnNames ? 'নেদারল্যান্ডস' : 'Netherlands');
    await expect(mine).toContainText(words.openBets.matched);
    if (bnNames) expect(await mine.innerText(), 'no Latin digit in Bangla').not.toMatch(/[0-9]/);
  }

  // Three and a half hours later the match is over: closed, Netherlands the winner.
  await replayTo(request, '2022-07-11T14:47:30Z');
  for (const lang of ['en', 'bn'] as const) {
    await expect.poll(async () => (await betsOn(request, players[lang], T20.marketId, 'settled')).length).toBe(1);
    const [settled] = await betsOn(request, players[lang], T20.marketId, 'settled');
    const { page, errors, close } = phones[lang]!;
    const profit = await settledRecord(page, lang, 'WON');
    expect(settled!.profitLoss).toBeGreaterThan(0);
    expect(Math.abs(settled!.profitLoss! - STAKE * ((bets[lang].averagePrice ?? 0) - 1))).toBeLessThan(STAKE * 0.01);
    expect(await balanceOf(request, players[lang])).toBeCloseTo(2000 + profit, 2);
    await expect.poll(() => shownBalance(page)).toBeCloseTo(2000 + profit, 2);
    if (lang === 'bn') await expect(page.getByTestId('exchange-record-pnl')).toContainText('৳');
    expect(errors).toEqual([]);
    await close();
  }
});
