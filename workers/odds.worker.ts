// The odds worker's entry: only wiring. The poller lives in odds-poller.ts so node tests can import it
// (Comlink.expose listens on the global scope at import, and a node test has no such scope to listen on).
import * as Comlink from 'comlink';
import { createOddsPoller } from './odds-poller.ts';

const poller = createOddsPoller({
  baseUrl: new URL(import.meta.env.VITE_EXCHANGE_API_URL ?? '/exchange-api', self.location.origin).href,
  fetch: (url, init) => fetch(url, init),
});

Comlink.expose(poller);
