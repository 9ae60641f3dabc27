// No sequence of player calls raises a player's balance without an operator's approval or a real
// gateway's confirmation (a guest's "approve" on the sandbox page plus ewa/confirm must never credit
// anything). fast-check generates sequences over the player API: deposit requests
// (JSON and multipart), e-wallet requests and confirms with the sandbox off and on, sandbox decisions
// from a guest and from another player's session, withdrawals, forged remote_ids, a player calling
// the operator's approve, and repeats with idempotency keys. After every call the attacker's balance
// and ledger sum may only stay or fall, and no credit entry may appear.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { loginOperator, type TestPlayer } from '../../tests/helpers/players.ts';
import { depositBody, firstMethodId, fund, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';
import { one, rows } from '../db/sql.ts';
import { TINY_PNG } from '../../tests/helpers/tiny-png.ts';

const PNG = TINY_PNG;
const AMOUNTS = [100, 500, 800, 5000, 25000, 25001, 99.99, 0.5, 1e9];
const KEYS = ['key-a', 'key-b', 'key-c'];

type Actor = 'attacker' | 'other' | 'guest';
type Command =
  | { kind: 'deposit'; amount: number; key: number; forgeRemoteId: boolean; multipart: boolean }
  | { kind: 'ewaRequest'; amount: number; key: number; provider: string; by: 'attacker' | 'other' }
  | { kind: 'ewaConfirm'; ref: number; by: 'attacker' | 'other' }
  | { kind: 'decide'; ref: number; decision: 'approve' | 'decline'; by: Actor; urlencoded: boolean }
  | { kind: 'withdraw'; amount: number; key: number }
  | { kind: 'approveOwnDeposit' }
  | { kind: 'replay'; index: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.constantFrom(...AMOUNTS),
      key: fc.nat(KEYS.length),
      forgeRemoteId: fc.boolean(),
      multipart: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('ewaRequest' as const),
      amount: fc.constantFrom(...AMOUNTS),
      key: fc.nat(KEYS.length),
      provider: fc.constantFrom('Sandbox Pay', 'bKash'),
      by: fc.constantFrom('attacker' as const, 'other' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('ewaConfirm' as const), ref: fc.nat(20), by: fc.constantFrom('attacker' as const, 'other' as const) }),
  },
  // The attacker may decline their own payment but never approve it: an approval by the payer is
  // the sandbox standing in for a real gateway's confirmation. The other player may approve theirs.
  {
    weight: 3,
    arbitrary: fc
      .record({
        kind: fc.constant('decide' as const),
        ref: fc.nat(20),
        decision: fc.constantFrom('approve' as const, 'decline' as const),
        by: fc.constantFrom<Actor>('other', 'guest', 'attacker'),
        urlencoded: fc.boolean(),
      })
      .map((c) => (c.by === 'attacker' ? { ...c, decision: 'decline' as const } : c)),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), amount: fc.constantFrom(...AMOUNTS), key: fc.nat(KEYS.length) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'approveOwnDeposit' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), index: fc.nat(30) }) },
);

interface World {
  t: TestApp;
  op: string;
  attacker: TestPlayer;
  other: TestPlayer;
  method: number;
}
interface Sent {
  method: string;
  path: string;
  token?: string;
  key?: string;
  body: unknown;
  form?: 'multipart' | 'urlencoded';
}

const keyOf = (i: number) => (i < KEYS.length ? KEYS[i] : randomUUID());

async function send(w: World, s: Sent) {
  const headers: Record<string, string> = s.key ? { 'Idempotency-Key': s.key } : {};
  if (!s.form) return w.t.call(s.method, s.path, { token: s.token, headers, body: s.body });
  // A browser form's body, as the old sandbox page posted its decision.
  if (s.form === 'urlencoded') {
    const body = new URLSearchParams(s.body as Record<string, string>).toString();
    return w.t.call(s.method, s.path, { token: s.token, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body });
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(s.body as Record<string, unknown>)) form.set(k, String(v));
  form.set('receipt', new File([PNG as Uint8Array<ArrayBuffer>], 'r.png', { type: 'image/png' }));
  if (s.token) headers.authorization = `Bearer ${s.token}`;
  const res = await w.t.app.request(s.path, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

/** What the attacker has: balance, ledger sum and number of credit entries, in poisha. */
async function holdings(w: World) {
  const id = Number(w.attacker.remote_id);
  const row = await one<{ balance: string; ledger: string; credits: string }>(
    w.t.deps.database.db,
    sql`
    SELECT (SELECT coalesce(sum(balance_poisha), 0) FROM wallet_accounts WHERE user_id = ${id}) AS balance,
      (SELECT coalesce(sum(amount_poisha), 0) FROM ledger_entries WHERE user_id = ${id}) AS ledger,
      (SELECT count(*) FROM ledger_entries WHERE user_id = ${id} AND amount_poisha > 0) AS credits`,
  );
  return { balance: Number(row!.balance), ledger: Number(row!.ledger), credits: Number(row!.credits) };
}

/** Between runs the operator turns down whatever is pending, so every run starts unblocked. */
async function rejectPending(w: World) {
  for (const queue of ['deposits', 'withdrawals'] as const) {
    const table = queue === 'deposits' ? sql`deposit_requests` : sql`withdrawal_requests`;
    const pending = await rows<{ id: string }>(w.t.deps.database.db, sql`SELECT id FROM ${table} WHERE status = 'pending'`);
    for (const { id } of pending) await w.t.call('POST', `/api/operator/${queue}/${id}/reject`, { token: w.op, body: { reason: 'test run over' } });
  }
}

async function runSequence(w: World, commands: Command[], tally: Map<string, number>) {
  await rejectPending(w);
  const start = await holdings(w);
  const refs: string[] = [];
  const history: Sent[] = [];
  const a = w.attacker;
  for (const c of commands) {
    let s: Sent | null = null;
    if (c.kind === 'deposit') {
      const body = depositBody(a, w.method, c.amount, c.forgeRemoteId ? { remote_id: w.other.remote_id } : {});
      s = { method: 'POST', path: '/api/submit-deposit', token: a.token, key: keyOf(c.key), body, form: c.multipart ? 'multipart' : undefined };
    } else if (c.kind === 'ewaRequest') {
      const who = c.by === 'attacker' ? a : w.other;
      s = {
        method: 'POST',
        path: '/api/ewa/request',
        token: who.token,
        key: keyOf(c.key),
        body: { amount: c.amount, type: 'Send Money', provider: c.provider, promotion: 0 },
      };
    } else if (c.kind === 'ewaConfirm') {
      s = {
        method: 'POST',
        path: '/api/ewa/confirm',
        token: (c.by === 'attacker' ? a : w.other).token,
        body: { trx_id: refs[c.ref % Math.max(refs.length, 1)] ?? 'EWA0000000000000000' },
      };
    } else if (c.kind === 'decide') {
      const token = c.by === 'guest' ? undefined : (c.by === 'attacker' ? a : w.other).token;
      s = {
        method: 'POST',
        path: `/api/sandbox-gateway/${refs[c.ref % Math.max(refs.length, 1)] ?? 'EWA0000000000000000'}/decision`,
        token,
        body: { decision: c.decision },
        form: c.urlencoded ? 'urlencoded' : undefined,
      };
    } else if (c.kind === 'withdraw') {
      s = {
        method: 'POST',
        path: '/api/submit-withdraw',
        token: a.token,
        key: keyOf(c.key),
        body: { remote_id: a.remote_id, account_number: a.phone, amount: c.amount, payment_id: 0, provider: 'bKash' },
      };
    } else if (c.kind === 'approveOwnDeposit') {
      const dep = await one<{ id: string }>(
        w.t.deps.database.db,
        sql`SELECT id FROM deposit_requests WHERE user_id = ${Number(a.remote_id)} ORDER BY id DESC LIMIT 1`,
      );
      s = { method: 'POST', path: `/api/operator/deposits/${dep?.id ?? 1}/approve`, token: a.token, body: {} };
    } else if (history.length > 0) {
      s = history[c.index % history.length]!;
    }
    if (!s) continue;
    const res = await send(w, s);
    history.push(s);
    if (res.status === 200 && typeof res.body?.transaction === 'string') refs.push(res.body.transaction);
    const label = `${c.kind} ${res.status}`;
    tally.set(label, (tally.get(label) ?? 0) + 1);
    expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBeLessThan(500);
    const now = await holdings(w);
    expect(now.balance, label).toBeLessThanOrEqual(start.balance);
    expect(now.ledger, label).toBeLessThanOrEqual(start.ledger);
    expect(now.credits, label).toBe(start.credits);
  }
}

describe.each([
  ['no gateway configured', null],
  ['the sandbox gateway on', 'sandbox'],
] as const)('with %s, no sequence of player calls raises a balance', (_, gateway) => {
  let w: World;
  beforeAll(async () => {
    const t = await createTestApp({ config: { paymentGateway: gateway } });
    const op = await loginOperator(t);
    const attacker = await verifiedPlayer(t, { birthday: true });
    const other = await verifiedPlayer(t, { birthday: true });
    // Some money to withdraw, put there by an operator's approval before any run starts.
    await fund(t, op, attacker, 5000);
    w = { t, op, attacker, other, method: await firstMethodId(t) };
  });

  it('holds for every generated sequence of deposits, e-wallet calls, decisions, withdrawals and repeats', async () => {
    const tally = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 5, maxLength: 25 }), (commands) => runSequence(w, commands, tally)),
      { numRuns: 40 },
    );
    // The runs reached the paths that move money, not only refusals.
    expect([...tally.values()].reduce((n, v) => n + v, 0)).toBeGreaterThan(300);
    const ok = (kind: string) => tally.get(`${kind} 200`) ?? 0;
    expect(ok('deposit')).toBeGreaterThan(0);
    expect(ok('withdraw')).toBeGreaterThan(0);
    if (gateway === 'sandbox') {
      expect(ok('ewaRequest')).toBeGreaterThan(0);
      expect(tally.get('decide 401') ?? 0).toBeGreaterThan(0);
      expect(tally.get('decide 404') ?? 0).toBeGreaterThan(0);
    } else {
      expect(tally.get('ewaRequest 404') ?? 0).toBeGreaterThan(0);
    }
  }, 300_000);
});
