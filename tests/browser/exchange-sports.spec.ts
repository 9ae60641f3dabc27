// /exchange-sports on a phone: every sport with its in-play events and its next events, each a row that opens
// the odds view, drawn from the feed's answers the page carries (no request waited for). The time from the
// start of the navigation to the first event row is printed (a figure, not an assertion: timing is for
// bench/, counts are for tests).
import { expect, test } from '@playwright/test';
import { SPORTS } from '../../contracts/exchange.ts';
import { expectNoSidewaysScroll } from './casino-kit.ts';
import { fundedPlayer, signIn } from './exchange-player.ts';

test.use({ viewport: { width: 360, height: 740 } });

interface Listed {
  EventId: string;
  MarketId: string;
  Event: string;
  inplay: boolean;
  status: string;
}

test('the sports page lists each sport with its in-play and upcoming events, each opening the odds view', async ({ page, request }) => {
  const player = await fundedPlayer(request, 100);
  await signIn(page, player);
  // The moment the first event row is in the page, by the page's own clock (from the navigation's start).
  await page.addInitScript(() => {
    const w = window as unknown as { firstRowAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="sports-page"] [data-testid="event-row"]')) {
        w.firstRowAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const feedAsked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/exchange-api/api/sports-events/')) feedAsked.push(r.url());
  });
  await page.goto('/exchange-sports');
  const screen = page.getByTestId('sports-page');
  await expect(screen.getByTestId('event-row').first()).toBeVisible();
  const firstRowMs = await page.evaluate(() => (window as unknown as { firstRowAt?: number }).firstRowAt);
  console.log(`/exchange-sports: first event row in the page ${Math.round(firstRowMs ?? -1)} ms after the navigation started`);
  console.log(`feed lists asked before the first row: ${feedAsked.length}`);

  for (const sport of SPORTS) {
    const listed = ((await (await request.get(`/exchange-api/api/sports-events/${sport}?odds=none`)).json()) as Listed[]).filter((e) => e.status !== 'closed');
    const section = screen.getByTestId(`sport-${sport}`);
    await expect(section).toBeVisible();
    const inPlay = listed.filter((e) => e.inplay);
    const upcoming = listed.filter((e) => !e.inplay);
    // Every event in play is listed under its sport, and the next upcoming ones.
    for (const event of inPlay) await expect(section.getByRole('link', { name: new RegExp(event.Event) })).toBeVisible();
    if (upcoming.length > 0) await expect(section.getByTestId('upcoming-events').getByTestId('event-row').first()).toBeVisible();
    const rows = section.getByTestId('event-row');
    expect(await rows.count(), `${sport}: a row per event shown`).toBeGreaterThanOrEqual(Math.min(listed.length, inPlay.length + 1));
    for (const href of await rows.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/odds-view\?eventId=\d+&marketId=[\d.]+$/);
    }
  }

  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('sports-page.png'), fullPage: true });
  // A row opens the odds view of its event.
  const first = screen.getByTestId('event-row').first();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(href);
});
