import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The content area's calls, mounted under /api by server/app.ts.
export const contentRoutes = new Hono<AppEnv>();
