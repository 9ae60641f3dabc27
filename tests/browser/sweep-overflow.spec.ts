// No route scrolls sideways (issue 11): every route of src/app/routes.ts, as a guest and as a player,
// at a cheap phone's 360 px, a tablet's 768 and a laptop's 1366, measured by the page's scrollWidth.
// A failure names the route and the elements that stick out past the right edge.
import { expect, test, type Page } from '@playwright/test';
import { oddsViewUrl, openScreen, sessionForRoute, operatorSession, routesFor, seasonedPlayer, sweepRoutes, useSession, type PlayerSession, type Visitor } from './sweep-kit.ts';

const WIDTHS = [360, 768, 1366] as const;

let player: PlayerSession;
let odds = '/odds-view';
test.beforeAll(async ({ request, baseURL }) => {
  player = await seasonedPlayer(request, baseURL!);
  odds = await oddsViewUrl(request);
});

for (const width of WIDTHS) {
  for (const visitor of ['guest', 'player', 'operator'] as Visitor[]) {
    if (visitor === 'operator' && width === 768) continue;
    test(`every route fits ${width} px as ${visitor === 'operator' ? 'the operator' : `a ${visitor}`}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 800 });
      await useSession(page, visitor === 'guest' ? null : visitor === 'player' ? player : { ...(await operatorSession(request)), role: 'operator' });
      const problems: string[] = [];
      const routes = routesFor(visitor, sweepRoutes({ '/odds-view': odds }));
      for (const route of routes) {
        await sessionForRoute(page, request, route, visitor === 'player' ? player : null, 'en');
        await openScreen(page, route.url);
        const m = await measure(page);
        if (m.scrollWidth > m.width) problems.push(`${route.url}: ${m.scrollWidth} > ${m.width} ${m.over.join(', ')}`);
        // The operator console's panels are one route: each is measured (other areas add panels there).
        for (const tab of route.path === '/operator' ? await page.locator('.operator-nav [role="tab"]').all() : []) {
          await tab.click();
          await page.waitForFunction(() => !document.querySelector('.skeleton'), undefined, { timeout: 5_000 }).catch(() => {});
          const p = await measure(page);
          if (p.scrollWidth > p.width) problems.push(`${route.url} (${await tab.textContent()}): ${p.scrollWidth} > ${p.width} ${p.over.join(', ')}`);
        }
      }
      expect(routes.length).toBeGreaterThan(visitor === 'operator' ? 0 : 40);
      expect(problems).toEqual([]);
    });
  }
}

/** The page's width against the window's, and the outermost pieces that stick out past the right edge. */
function measure(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // A piece inside a box that scrolls or clips sideways (a tab row) does not widen the page.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const over = [...document.querySelectorAll('body *')]
      .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.right > width + 0.5 && !clipped(el); })
      // Only the outermost offenders: their children stick out because they do.
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return { scrollWidth: document.documentElement.scrollWidth, width, over };
  });
}
