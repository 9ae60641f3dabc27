// Every route passes axe-core with no serious or critical violation (issue 11): each route of
// src/app/routes.ts as a guest and as a player (and /operator as the operator), on a phone and on a
// laptop, in English and in Bangla. A failure lists the route, the rule and the first elements it names.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { oddsViewUrl, openScreen, sessionForRoute, operatorSession, routesFor, seasonedPlayer, sweepRoutes, useSession, type PlayerSession, type Visitor } from './sweep-kit.ts';

let player: PlayerSession;
let odds = '/odds-view';
test.beforeAll(async ({ request, baseURL }) => {
  player = await seasonedPlayer(request, baseURL!);
  odds = await oddsViewUrl(request);
});

async function violations(page: Page, url: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${url} [${v.impact}] ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}${v.nodes[0]?.failureSummary ? ` (${v.nodes[0].failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`);
}

const CASES: { visitor: Visitor; width: number; lang: 'en' | 'bn' }[] = [
  { visitor: 'guest', width: 360, lang: 'en' },
  { visitor: 'guest', width: 1366, lang: 'bn' },
  { visitor: 'player', width: 360, lang: 'bn' },
  { visitor: 'player', width: 1366, lang: 'en' },
  { visitor: 'operator', width: 1366, lang: 'en' },
];

for (const { visitor, width, lang } of CASES) {
  test(`every route passes axe as ${visitor === 'operator' ? 'the operator' : `a ${visitor}`} at ${width} px in ${lang === 'en' ? 'English' : 'Bangla'}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    await useSession(page, visitor === 'guest' ? null : visitor === 'player' ? player : { ...(await operatorSession(request)), role: 'operator' }, lang);
    const found: string[] = [];
    const routes = routesFor(visitor, sweepRoutes({ '/odds-view': odds }));
    for (const route of routes) {
      await sessionForRoute(page, request, route, visitor === 'player' ? player : null, lang);
        await openScreen(page, route.url);
      found.push(...(await violations(page, route.url)));
    }
    expect(routes.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
}
