import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The separate exchange API, mounted under /exchange-api by server/app.ts.
export const exchangeRoutes = new Hono<AppEnv>();
