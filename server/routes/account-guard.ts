import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { requirePlayer } from '../middleware/auth.ts';

/** Runs before body validation, so a call without a session answers 401, not a field error. */
export const playerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requirePlayer(c);
  await next();
};
