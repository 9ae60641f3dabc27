// Every route at a phone's 360 px and a laptop's 1366 px, in English and in Bangla, as a guest, as a
// player with some history, and /operator as the operator: full-page PNGs in .tmp/screenshots/
// (<language>-<width>/<visitor>/<route>.png) for a person to review. The player has exchange bets
// (matched, unmatched, settled) besides a deposit. It checks nothing itself; the
// sweeps in tests/browser/ do.
import { test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { giveExchangeHistory } from '../browser/exchange-history.ts';
import {
  oddsViewUrl,
  openScreen,
  sessionForRoute,
  operatorSession,
  routesFor,
  seasonedPlayer,
  sweepRoutes,
  useSession,
  type Visitor,
} from '../browser/sweep-kit.ts';

const OUT = process.env.SCREENSHOTS_DIR ?? '.tmp/screenshots';
const only = process.env.SCREENSHOTS_ONLY ? new RegExp(process.env.SCREENSHOTS_ONLY) : null;
const slug = (url: string) =>
  url
    .replace(/^\//, '')
    .replace(/[?&=/]+/g, '_')
    .slice(0, 60) || 'home';

for (const lang of ['en', 'bn'] as const) {
  for (const width of [360, 1366]) {
    test(`every route at ${width} px in ${lang === 'en' ? 'English' : 'Bangla'}`, async ({ browser, request, baseURL }) => {
      const player = await seasonedPlayer(request, baseURL!);
      // Matched, unmatched and settled exchange bets, so the exchange account pages show rows.
      await giveExchangeHistory(request, player.token, (await operatorSession(request)).token);
      const odds = await oddsViewUrl(request);
      for (const visitor of ['guest', 'player', 'operator'] as Visitor[]) {
        const context = await browser.newContext({ viewport: { width, height: width < 768 ? 780 : 860 }, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await useSession(page, visitor === 'guest' ? null : visitor === 'player' ? player : { ...(await operatorSession(request)), role: 'operator' }, lang);
        const dir = `${OUT}/${lang}-${width}/${visitor}`;
        mkdirSync(dir, { recursive: true });
        for (const route of routesFor(visitor, sweepRoutes({ '/odds-view': odds }))) {
          if (only && !only.test(route.url)) continue;
          await sessionForRoute(page, request, route, visitor === 'player' ? player : null, lang);
          await openScreen(page, route.url);
          await page.screenshot({ path: `${dir}/${slug(route.url)}.png`, fullPage: true });
          if (route.path === '/betting-record' && visitor === 'player') {
            // The page's second tab: the player's exchange bets.
            await page.getByRole('tab').nth(1).click();
            await page
              .getByTestId('exchange-record-row')
              .first()
              .waitFor({ timeout: 10_000 })
              .catch(() => {});
            await page.screenshot({ path: `${dir}/betting-record_exchange.png`, fullPage: true });
          }
        }
        await context.close();
      }
    });
  }
}
