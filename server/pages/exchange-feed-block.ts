// The feed's first answers for a data screen, written into its index.html (docs/decisions/0141):
// /exchange-inplay's largest paint is a row of the in-play list (/exchange-sports's a row of its events)
// and /odds-view's the market, both drawn
// only after the odds feed answered, a round trip after the screen's code ran. The server asks its own
// feed (the same handler, the same bytes and ETags a browser gets) and writes the answers into the page
// as a `<script type="application/json">` block: data, never executed, so the CSP without 'unsafe-inline'
// holds. The client's feed (src/features/exchange/first-screen/embedded-feed-answers.ts) uses each as its first poll's answer.
// Only the public feed (the exchange's lists, markets, events and live score board): nothing of any player, ever.
import { SPORTS } from '../../contracts/exchange.ts';
import { listPath } from '../../workers/odds-poller.ts';
import { deltaUrl, newListState } from '../../workers/list-deltas.ts';
import type { PageLanguage } from './page-language.ts';

/** The block's element id (src/features/exchange/first-screen/embedded-feed-answers.ts reads it). */
export const FIRST_ANSWERS_ID = 'first-answers';
/** A feed slower than this does not hold the page back: it is sent without the block. */
const FIRST_ANSWERS_WAIT_MS = 250;
const FEED_PREFIX = '/exchange-api';

/** Answers a feed path the way the app does for a browser (Hono's `app.request`). */
export type FeedRequest = (path: string) => Response | Promise<Response>;

/**
 * The feed paths whose answers a route's first paint draws: as the client's odds engine subscribes them,
 * and on the odds view the live score board's text and the house board's words in the page's language
 * (the odds view draws that board itself: docs/decisions/0160).
 */
export function firstAnswerPaths(route: string, query: URLSearchParams, lang: PageLanguage = 'en'): string[] {
  if (route === '/exchange-inplay') return SPORTS.map((sport) => listPath(sport, 'inplay'));
  // The sports page's rows carry no prices: each sport's list without them, as the screen subscribes it.
  if (route === '/exchange-sports') return SPORTS.map((sport) => listPath(sport, 'all', 'none'));
  if (route === '/odds-view') {
    const marketId = query.get('marketId');
    const eventId = query.get('eventId');
    // The same ids the screen reads (features/exchange/odds-view/odds-view-page.tsx); each must be a plain id.
    const ok = (id: string | null): id is string => id !== null && /^[\w.-]{1,64}$/.test(id);
    return [
      ...(ok(marketId) ? [`/api/match-odds/${marketId}`] : []),
      ...(ok(eventId) ? [`/api/event/${eventId}`, `/api/score/board/${eventId}`, `/live-score/${eventId}/state${lang === 'bn' ? '?lang=bn' : ''}`] : []),
    ];
  }
  return [];
}

/** `{"<path>":{"etag":…,"body":…}}` with `<` escaped, so no `</script>` can end the block early. */
function blockOf(answers: [string, string | null, string][]): string {
  const json = `{${answers.map(([path, etag, body]) => `${JSON.stringify(path)}:{"etag":${JSON.stringify(etag)},"body":${body}}`).join(',')}}`;
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The data block for this page, or '' (no data screen, the feed failed or was slow). */
export async function firstAnswersBlock(route: string, query: URLSearchParams, request: FeedRequest, lang: PageLanguage = 'en'): Promise<string> {
  const paths = firstAnswerPaths(route, query, lang);
  if (paths.length === 0) return '';
  // A list with prices is asked as the engine's first poll asks it (`since=` with no version yet): its answer
  // then carries the list's version, and the engine's next poll asks only for what changed since. A list
  // without prices is a plain answer the engine revalidates with its ETag.
  const asked = (path: string) => (path.startsWith('/api/sports-events/') && !path.includes('odds=none') ? deltaUrl(path, newListState('inplay')) : path);
  const ask = async (path: string): Promise<[string, string | null, string] | null> => {
    const response = await request(`${FEED_PREFIX}${asked(path)}`);
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200) return null;
    // JSON as it came; a text answer (the score board's) as a JSON string.
    if (type.includes('application/json')) return [path, response.headers.get('etag'), await response.text()];
    if (type.includes('text/plain')) return [path, response.headers.get('etag'), JSON.stringify(await response.text())];
    return null;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_ANSWERS_WAIT_MS);
  });
  try {
    const answers = await Promise.race([Promise.all(paths.map((p) => ask(p).catch(() => null))), late]);
    const got = (answers ?? []).filter((a): a is [string, string | null, string] => a !== null);
    return got.length > 0 ? blockOf(got) : '';
  } finally {
    clearTimeout(timer);
  }
}
