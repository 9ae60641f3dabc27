// The calls the early script (early-calls.ts) started, as the app's API client finds them
// (src/lib/early-answers.ts). Types only: the two sides share no code, so the early script stays one
// small file that imports no chunk of the app.

/** One GET the early script sent, keyed by its path and query (`/api/user/show?remote_id=7`). */
export interface EarlyCall {
  /** The Authorization header it was sent with: only a request of the same session may take its answer. */
  authorization: string;
  /** When it was sent (ms since the epoch): an answer older than EARLY_ANSWER_FRESH_MS is not used. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __chakkaEarlyCalls?: Map<string, EarlyCall>;
  }
}
