// The routes declared with defineRoute, as data: for the API description's tests and for the suites
// that walk every route (access, bad input, answers checked against their contracts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import type { Permission } from '../../contracts/staff.ts';
import { accessOf, bodyContractOf, permissionOf, type Access } from './route.ts';

export interface DeclaredRoute {
  method: string;
  /** OpenAPI style, as mounted under /api: /api/promotions/{id}. */
  path: string;
  access: Access | undefined;
  /** The permission an operator route needs (contracts/staff.ts). */
  permission: Permission | undefined;
  tags: string[];
  request: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
  /** Answer contract per status. */
  answers: Record<number, z.ZodType>;
  /** True when the answer is a stream that stays open (Server-Sent Events): a caller reads its head only. */
  streams: boolean;
  /** Matches a concrete request path (/api/promotions/7). */
  matches(method: string, path: string): boolean;
}

type RouteDef = {
  method: string;
  path: string;
  tags?: string[];
  request?: { params?: z.ZodType; query?: z.ZodType; body?: { content?: Record<string, { schema?: z.ZodType }> } };
  responses: Record<string, { content?: Record<string, { schema?: z.ZodType }> }>;
};

export function declaredRoutes(api: OpenAPIHono<AppEnv>, prefix = '/api'): DeclaredRoute[] {
  const out: DeclaredRoute[] = [];
  for (const def of api.openAPIRegistry.definitions) {
    if (def.type !== 'route') continue;
    const route = def.route as unknown as RouteDef;
    const path = `${prefix}${route.path}`;
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const answers: Record<number, z.ZodType> = {};
    for (const [status, answer] of Object.entries(route.responses)) {
      const schema = answer.content?.['application/json']?.schema;
      if (schema) answers[Number(status)] = schema;
    }
    const content = route.request?.body?.content;
    const described = content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
    // A body the handler reads itself (lib/route.ts selfReadBody) names its contract separately.
    const body = bodyContractOf(described) ?? described;
    out.push({
      method: route.method.toUpperCase(),
      path,
      access: accessOf(route),
      permission: permissionOf(route),
      tags: route.tags ?? [],
      request: { params: route.request?.params, query: route.request?.query, body },
      answers,
      streams: Object.values(route.responses).some((answer) => Boolean(answer.content?.['text/event-stream'])),
      matches: (m, p) => m.toUpperCase() === route.method.toUpperCase() && pattern.test(p.split('?')[0]!),
    });
  }
  return out;
}
