import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// The chat area's calls, mounted under /api by server/app.ts.
export const chatRoutes = new Hono<AppEnv>();
