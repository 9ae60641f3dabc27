// The node HTTP server in front of the app: the exchange pollers' unchanged answers are answered in the
// request listener itself (exchange/feed-api/not-modified-fast.ts, docs/decisions/0147); everything else goes to hono.
import { serve, type ServerType } from '@hono/node-server';
import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from './app.ts';

export interface ServeOptions {
  hostname?: string;
  port: number;
  /** false: every request through hono (the tests compare the two paths' answers). */
  fastNotModified?: boolean;
}

export function serveApp(app: App, { hostname, port, fastNotModified = true }: ServeOptions, onListen?: (info: AddressInfo) => void): ServerType {
  const withFastPath = (options: ServerOptions, listener?: RequestListener) =>
    createServer(options, (req: IncomingMessage, res: ServerResponse) => {
      if (!app.answerNotModified(req, res)) listener!(req, res);
    });
  return serve({ fetch: app.fetch, hostname, port, ...(fastNotModified ? { createServer: withFastPath as typeof createServer } : {}) }, onListen);
}
