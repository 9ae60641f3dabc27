// API calls of the browser tests that may be asked for a proof-of-work challenge (docs/decisions/0015): all
// of a run's calls come from one address, so past its free sign-ups the server asks, and this answers the
// way the product's own client does: solve, then send the same call again.
import type { APIRequestContext } from '@playwright/test';
import { solvedHeaders } from '../helpers/challenge.ts';

export async function postSolving(request: APIRequestContext, url: string, options: { data: unknown; headers?: Record<string, string> }) {
  const first = await request.post(url, options);
  if (first.status() !== 429) return first;
  const body = (await first.json()) as { code?: string; challenge?: { token: string; difficulty: number } };
  if (body.code !== 'challengeRequired' || !body.challenge) return first;
  return request.post(url, { ...options, headers: { ...options.headers, ...solvedHeaders(body.challenge) } });
}
