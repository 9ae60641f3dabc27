// The permission matrix, generated from the declarations (app.declaredRoutes()), so a route declared
// tomorrow is walked without anyone adding it: every operator route names a permission; every staff
// role is refused (403, naming nothing) on every route whose permission it lacks and let past the guard
// on every route whose permission it holds; a player token is refused everywhere. Path parameters name
// nothing that exists, so a role let through meets a 404 or a 422, never a change.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { roleMay, STAFF_ROLES, type StaffRole } from '../../../contracts/staff.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { createPlayer, createStaffMember, loginOperator } from '../../../tests/helpers/players.ts';
import type { DeclaredRoute } from '../../lib/declared-routes.ts';

let t: TestApp;
let routes: DeclaredRoute[];
const tokens = {} as Record<StaffRole | 'player', string>;

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.declaredRoutes().filter((r) => r.access === 'operator');
  tokens.owner = await loginOperator(t);
  for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) tokens[role] = (await createStaffMember(t, role)).token;
  tokens.player = (await createPlayer(t)).token;
}, 120_000);

/** A concrete URL whose parameters name nothing (an id no row has). */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '987654321');
const FORBIDDEN = { message: MESSAGES.forbidden, code: 'forbidden' };
const send = (r: DeclaredRoute, token: string) => t.call(r.method, urlOf(r.path), { token, ...(r.method === 'GET' ? {} : { body: {} }) });
const isForbidden = (res: { status: number; body: unknown }) => res.status === 403 && JSON.stringify(res.body) === JSON.stringify(FORBIDDEN);

describe('the staff permission matrix on every operator route', () => {
  it('finds the operator routes, and each declares the permission it needs', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !r.permission).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('refuses each role every route whose permission it lacks, and lets it past every route whose permission it holds', async () => {
    const wrong: string[] = [];
    let refused = 0;
    let allowed = 0;
    for (const r of routes) {
      for (const role of STAFF_ROLES) {
        const res = await send(r, tokens[role]);
        const may = roleMay(role, r.permission!);
        if (may ? res.status === 401 || isForbidden(res) : !isForbidden(res))
          wrong.push(`${role} ${r.method} ${r.path} (${r.permission}): ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        if (may) allowed++;
        else refused++;
      }
    }
    expect(wrong).toEqual([]);
    // Both sides of the matrix were exercised: no role reaches everything but the owner and the admin.
    expect(refused).toBeGreaterThan(100);
    expect(allowed).toBeGreaterThan(100);
  }, 300_000);

  it('refuses a player token on every operator route', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await send(r, tokens.player);
      if (!isForbidden(res)) wrong.push(`${r.method} ${r.path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
