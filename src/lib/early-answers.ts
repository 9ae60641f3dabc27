// The answers of the calls the early script sent before the app's entry ran (src/early/early-calls.ts),
// taken by the API client (api.ts) in place of sending the same request again: once each, only by a request
// of the same session (the same Authorization header), and only while fresh, so a screen opened later, or
// after a log-out and log-in, asks afresh.
import type { EarlyCall } from '../early/early-call-types.ts';

/** An early answer is used only this soon after it was asked (the deposit screen's own start: the same). */
export const EARLY_ANSWER_FRESH_MS = 10_000;

/** The early answer for `request`, spent; undefined when there is none to use. */
export function takeEarlyAnswer(request: Request, now = Date.now()): Promise<Response> | undefined {
  const started: Map<string, EarlyCall> | undefined = globalThis.window?.__chakkaEarlyCalls;
  if (!started?.size || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search}`;
  const call = started.get(key);
  if (!call) return undefined;
  started.delete(key);
  if (now - call.at > EARLY_ANSWER_FRESH_MS || request.headers.get('authorization') !== call.authorization) return undefined;
  return call.response;
}
