import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The wallet area's calls, mounted under /api by server/app.ts.
export const walletRoutes = new Hono<AppEnv>();
