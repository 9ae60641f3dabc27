// Every route of src/app/routes.ts, swept: opened once per case below and checked there for
// what that case covers, so each page load serves every check that applies to it. A guest's cases open the
// public routes: the others all send a guest to /login, which the last test checks route by route.
// - fits: nothing scrolls sideways, at a cheap phone's 360 px, a tablet's 768 and a laptop's 1366 (the
//   operator console's panels each measured);
// - axe: no serious or critical axe-core violation;
// - Bangla: no Latin digit and no English word of the message catalogue in what is shown or heard;
// - targets: on a phone, every control at least 44 × 44 px and every input 16 px text;
// - motion: once the screen has settled, no animation runs on something nobody sees (a hidden spinner).
// Together the cases cover fits at every width for guests and players (both languages at 360 px), the
// operator at 360 and 1366, axe in both languages on a phone and on a laptop, and Bangla for guests and
// players on a phone and on a laptop and for the operator (every panel of the console) on a laptop. A failure lists every route at fault, with what is wrong there.
import { expect, test, type Page } from '@playwright/test';
import { axeProblems, banglaProblems, CATALOGUE, hiddenMotionProblems, overflowProblems, targetProblems } from './sweep-checks.ts';
import {
  oddsViewUrl,
  openScreen,
  operatorSession,
  routesFor,
  seasonedPlayer,
  sessionForRoute,
  sweepRoutes,
  useSession,
  type PlayerSession,
  type Visitor,
} from './sweep-kit.ts';

type Check = 'fits' | 'axe' | 'bangla' | 'targets' | 'motion';
interface Case {
  visitor: Visitor;
  width: 360 | 768 | 1366;
  lang: 'en' | 'bn';
  checks: Check[];
  /** A long case runs as this many tests, each sweeping every n-th route, so none comes near its timeout. */
  parts?: number;
}

// The longest cases first, so the last to end are short ones. A case that takes over a minute is split into
// parts, so none comes near its timeout on a machine busy with other work, and the two workers share the
// parts out more evenly.
const CASES: Case[] = [
  { visitor: 'player', width: 1366, lang: 'en', checks: ['fits', 'axe'], parts: 3 },
  { visitor: 'player', width: 360, lang: 'bn', checks: ['fits', 'axe', 'bangla'], parts: 3 },
  { visitor: 'player', width: 768, lang: 'bn', checks: ['fits'], parts: 2 },
  { visitor: 'player', width: 1366, lang: 'bn', checks: ['fits', 'bangla'], parts: 2 },
  { visitor: 'guest', width: 360, lang: 'bn', checks: ['fits', 'axe', 'bangla'], parts: 2 },
  { visitor: 'guest', width: 1366, lang: 'bn', checks: ['fits', 'axe', 'bangla'], parts: 2 },
  { visitor: 'guest', width: 360, lang: 'en', checks: ['fits', 'axe', 'targets', 'motion'] },
  { visitor: 'player', width: 360, lang: 'en', checks: ['fits', 'targets', 'motion'] },
  { visitor: 'guest', width: 768, lang: 'en', checks: ['fits'] },
  { visitor: 'operator', width: 360, lang: 'en', checks: ['fits'] },
  { visitor: 'operator', width: 1366, lang: 'en', checks: ['fits', 'axe'] },
  { visitor: 'operator', width: 1366, lang: 'bn', checks: ['bangla'] },
];

let player: PlayerSession;
let odds = '/odds-view';
test.beforeAll(async ({ request, baseURL }) => {
  player = await seasonedPlayer(request, baseURL!);
  odds = await oddsViewUrl(request);
});

/** The operator console's panels are one route: each panel is checked (other areas add panels there). */
async function operatorPanels(page: Page, url: string, check: (page: Page, where: string) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  for (const tab of await page.locator('.operator-nav [role="tab"]').all()) {
    await tab.click();
    await page.waitForFunction(() => !document.querySelector('.skeleton'), undefined, { timeout: 5_000 }).catch(() => {});
    problems.push(...(await check(page, `${url} (${await tab.textContent()})`)));
  }
  return problems;
}

const who = (v: Visitor) => (v === 'operator' ? 'the operator' : `a ${v}`);

const partsOf = ({ parts = 1 }: Case) => Array.from({ length: parts }, (_, part) => ({ part, parts }));

for (const sweep of CASES) {
  const { visitor, width, lang, checks } = sweep;
  for (const { part, parts } of partsOf(sweep)) {
    const name = `every route as ${who(visitor)} at ${width} px in ${lang === 'en' ? 'English' : 'Bangla'}: ${checks.join(', ')}`;
    test(parts === 1 ? name : `${name} (part ${part + 1} of ${parts})`, async ({ page, request }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 800 });
      const session = visitor === 'guest' ? null : visitor === 'player' ? player : { ...(await operatorSession(request)), role: 'operator' };
      await useSession(page, session, lang);
      const problems: string[] = [];
      const all = routesFor(visitor, sweepRoutes({ '/odds-view': odds }));
      const routes = all.filter((_, i) => i % parts === part);
      for (const route of routes) {
        await sessionForRoute(page, request, route, visitor === 'player' ? player : null, lang);
        const opened = Date.now();
        await openScreen(page, route.url);
        const loaded = Date.now();
        if (checks.includes('bangla')) {
          problems.push(...(await banglaProblems(page, route.url)));
          if (route.path === '/operator') problems.push(...(await operatorPanels(page, route.url, banglaProblems)));
        }
        if (checks.includes('axe')) problems.push(...(await axeProblems(page, route.url)));
        if (checks.includes('targets')) problems.push(...(await targetProblems(page, route.url)));
        if (checks.includes('motion')) problems.push(...(await hiddenMotionProblems(page, route.url)));
        if (checks.includes('fits')) {
          problems.push(...(await overflowProblems(page, route.url)));
          if (route.path === '/operator') problems.push(...(await operatorPanels(page, route.url, overflowProblems)));
        }
        if (process.env.SWEEP_TIMES) console.log(`${route.url}\topen ${loaded - opened} ms\tchecks ${Date.now() - loaded} ms`);
      }
      // A floor under each visitor's count, so a route table the sweep misreads cannot pass by sweeping nothing.
      expect(all.length).toBeGreaterThan({ guest: 15, player: 55, operator: 0 }[visitor]);
      expect(routes.length).toBeGreaterThanOrEqual(Math.floor(all.length / parts));
      if (checks.includes('bangla')) expect(CATALOGUE.size).toBeGreaterThan(300);
      expect(problems).toEqual([]);
    });
  }
}

// The guest's cases above sweep the public routes and the console's own log-in only: every player's route
// sends a guest to /login, whose screen those cases check at each width. Here, that each of them does (the
// URL, and the log-in form on it). The console's address is tested in operator-entry.spec.ts.
test("a guest who opens any player's route is sent to /login", async ({ page }) => {
  await useSession(page, null, 'en');
  const guarded = sweepRoutes().filter((r) => r.access === 'player');
  const missed: string[] = [];
  for (const route of guarded) {
    await page.goto(route.url);
    const landed = await page
      .waitForURL(/\/login$/, { timeout: 10_000 })
      .then(() => page.getByLabel('Password', { exact: true }).waitFor({ timeout: 10_000 }))
      .then(
        () => true,
        () => false,
      );
    if (!landed) missed.push(`${route.url} -> ${new URL(page.url()).pathname}`);
  }
  expect(guarded.length).toBeGreaterThanOrEqual(40);
  expect(missed).toEqual([]);
});
