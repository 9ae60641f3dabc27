// The site's public lookups, written into every page (docs/decisions/0149): the shell asks /api/logo before its first
// render (the header's and the sign-in card's logo) and /api/general and /api/sociallink as it mounts (site
// title, chat links), and the menus ask which game categories have a game to launch. They are the same for
// every visitor and change only when an operator edits them (or a deploy changes the game providers), so the
// server asks its own API for them (the same handlers and bytes a browser gets) and writes them into
// the page as a `<script type="application/json">` block: three requests and a round trip fewer before
// every first screen on a phone's slow link. Data, never executed: the CSP holds. Nothing of any player.
import type { Database } from '../db/client.ts';
import type { FeedRequest } from './exchange-feed-block.ts';
import { siteContentCacheFor } from '../services/site-content-cache.ts';

/** The block's element id (src/lib/site-answers.ts reads it). */
export const SITE_ANSWERS_ID = 'site-answers';
/** The lookups the shell asks at start-up, by the key its lookup cache keeps them under (src/lib/read-cache.ts);
 *  `gameCategories` tells the menus and the home's tabs which categories have a game to launch. */
const SITE_LOOKUPS = { logo: '/api/logo', general: '/api/general', sociallink: '/api/sociallink', gameCategories: '/api/games/categories' } as const;
/** The home screen's own lookup, written into `/` only: its banners and card rows (decision 0161: a request
 *  and a round trip fewer before the cards, within `/`'s 200 KB first visit). Sliders are site content too:
 *  an operator's edit is announced and forgotten like the settings' (services/site-content-cache.ts). */
const HOME_LOOKUPS = { ...SITE_LOOKUPS, sliders: '/api/sliders' } as const;
/** An API slower than this does not hold the page back: it is sent without the slow answers. */
export const SITE_ANSWERS_WAIT_MS = 250;

/** `<script type="application/json" id="site-answers">{"logo":…,"general":…,"sociallink":…}</script>` (and
 *  `"sliders":…` on `/`), or '' when none answered in time. */
export async function siteAnswersBlock(request: FeedRequest, route = ''): Promise<string> {
  return (await collectSiteAnswers(request, lookupsFor(route))).html;
}

const lookupsFor = (route: string): Record<string, string> => (route === '/' ? HOME_LOOKUPS : SITE_LOOKUPS);

/**
 * The block as this process keeps it until the site's settings change (services/site-content-cache.ts): the
 * lookups read nothing else. Only a block with every lookup in it is kept; one without a slow answer is
 * sent as it is and asked again for the next page.
 */
export async function keptSiteAnswersBlock(database: Database, request: FeedRequest, route = ''): Promise<string> {
  const home = route === '/';
  const answers = await siteContentCacheFor(database).get(
    home ? 'site-answers-block-home' : 'site-answers-block',
    () => collectSiteAnswers(request, lookupsFor(route)),
    (a) => a.complete,
  );
  return answers.html;
}

async function collectSiteAnswers(request: FeedRequest, lookups: Record<string, string>): Promise<{ html: string; complete: boolean }> {
  const ask = async (path: string): Promise<string | null> => {
    const response = await request(path);
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json')) return null;
    return response.text();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SITE_ANSWERS_WAIT_MS);
  });
  const entries = Object.entries(lookups);
  try {
    const answers = await Promise.all(entries.map(([, path]) => Promise.race([ask(path).catch(() => null), late])));
    const known = entries.flatMap(([key], i) => (answers[i] ? [`${JSON.stringify(key)}:${answers[i]}`] : []));
    if (known.length === 0) return { html: '', complete: false };
    // `<` escaped: no text an operator wrote (a site title, a link) can end the block early.
    const html = `<script type="application/json" id="${SITE_ANSWERS_ID}">{${known.join(',').replace(/</g, '\\u003c')}}</script>`;
    return { html, complete: known.length === entries.length };
  } finally {
    clearTimeout(timer);
  }
}
