import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The account area's calls, mounted under /api by server/app.ts.
export const accountRoutes = new Hono<AppEnv>();
