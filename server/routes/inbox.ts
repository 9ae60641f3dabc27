import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The inbox area's calls, mounted under /api by server/app.ts.
export const inboxRoutes = new Hono<AppEnv>();
