import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The operator area's calls, mounted under /api by server/app.ts.
export const operatorRoutes = new Hono<AppEnv>();
