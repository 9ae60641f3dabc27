import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The records area's calls, mounted under /api by server/app.ts.
export const recordsRoutes = new Hono<AppEnv>();
