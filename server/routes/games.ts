import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The games area's calls, mounted under /api by server/app.ts.
export const gamesRoutes = new Hono<AppEnv>();
