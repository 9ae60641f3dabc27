// The odds worker's entry: only wiring. The poller lives in odds-poller.ts so node tests can import it
// (a module that calls Comlink.expose cannot be imported there, STACK.md).
import * as Comlink from 'comlink';
import { createOddsPoller } from './odds-poller.ts';

const poller = createOddsPoller({
  baseUrl: new URL(import.meta.env.VITE_EXCHANGE_API_URL ?? '/exchange-api', self.location.origin).href,
  fetch: (url, init) => fetch(url, init),
});

Comlink.expose(poller);
