// The exchange API's one-shot reads (the live parts go through the odds poller, odds-poller-bridge.ts).
// Same shape as other features' api.ts: contract import, fetcher, hook.
import { extractScoreIframeUrl, resultsResponseSchema, scoreBoardResponseSchema, type ResultsResponse, type Sport } from '../../../contracts/exchange.ts';
import { useRead } from '../../lib/use-read.ts';
import { EXCHANGE_API_URL } from './feed/odds-poller-bridge.ts';
import { takeScoreBoardAnswer } from './first-screen/embedded-feed-answers.ts';

async function getExchange(path: string): Promise<unknown> {
  const response = await fetch(`${EXCHANGE_API_URL}${path}`, { headers: { accept: 'application/json, text/plain' } });
  if (!response.ok) throw new Error(`exchange ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? response.json() : response.text();
}

export async function getResults(sport: Sport): Promise<ResultsResponse> {
  return resultsResponseSchema.parse(await getExchange(`/api/results/${sport}`));
}

/** The score board text's path for an event, under the exchange API. */
export const scoreBoardPath = (eventId: string) => `/api/score/board/${encodeURIComponent(eventId)}`;

/** The live score frame's address for an event, or null when the feed has none; the page's own answer first. */
export async function getScoreFrameUrl(eventId: string): Promise<string | null> {
  const carried = scoreBoardResponseSchema.safeParse(takeScoreBoardAnswer(scoreBoardPath(eventId)));
  const text = carried.success ? carried.data : scoreBoardResponseSchema.parse(await getExchange(scoreBoardPath(eventId)));
  return extractScoreIframeUrl(text);
}

export const useResults = (sport: Sport | null) => useRead(sport ? `exchange-results:${sport}` : null, () => getResults(sport as Sport), { shared: true });
export const useScoreFrame = (eventId: string | null) =>
  useRead(eventId ? `exchange-score:${eventId}` : null, () => getScoreFrameUrl(eventId as string), { shared: true });
