// A known path called with a method it does not take answers 405 with `Allow` (RFC 9110 §15.5.6), ahead
// of any guard, so the answer says what the path takes instead of a 404, 401 or 403 that would mislead.
import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '../../contracts/messages/index.ts';
import type { AppEnv } from '../context.ts';
import type { DeclaredRoute } from './declared-routes.ts';

/** `routes` is read on the first request, when every area has been mounted. */
export function methodNotAllowed(routes: () => DeclaredRoute[]): MiddlewareHandler<AppEnv> {
  let declared: DeclaredRoute[] | undefined;
  return async (c, next) => {
    declared ??= routes();
    const path = c.req.path;
    // HEAD is answered by a path's GET.
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const onPath = declared.filter((route) => route.matches(route.method, path));
    if (onPath.length === 0 || onPath.some((route) => route.method === method)) return next();
    const allowed = [...new Set(onPath.map((route) => route.method))];
    if (allowed.includes('GET')) allowed.push('HEAD');
    c.header('Allow', allowed.join(', '));
    return c.json({ message: MESSAGES.methodNotAllowed, code: 'methodNotAllowed' }, 405);
  };
}
