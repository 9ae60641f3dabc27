// Calls that only the leader process can run (they touch the exchange simulator's book, the bet engine
// or the crash round, which live in the leader's memory). A service declares one with leaderCall(kind,
// fn): in a single process, or in the leader, fn runs here as before; in a follower the arguments go to
// the leader through the leader_calls table and a NOTIFY, and its answer (or its refusal, the same
// ApiError) comes back the same way. Arguments and answers are JSON: the session was already checked
// here, so a call names the caller's user id as the session gave it, never one the client sent.
// A call the leader does not answer within LEADER_CALL_TIMEOUT_MS is a 503 the player may retry: every
// money-moving call is idempotent (its Idempotency-Key travels with it), so a retry never doubles it.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Deps } from '../context.ts';
import { leaderCalls } from '../db/schema/index.ts';
import type { CrashView } from '../house/crash-mirror.ts';
import { ApiError, fail } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';

// biome-ignore lint/suspicious/noExplicitAny: a registry of differently typed service functions
type Run = (deps: Deps, ...args: any[]) => Promise<unknown>;

const registry = new Map<string, Run>();

/** Longer than the longest bet delay an operator may set, so a delayed in-play bet still answers. */
const LEADER_CALL_TIMEOUT_MS = 20_000;

/** What a follower needs from its process's cluster role (server/cluster/cluster.ts). */
export interface ClusterRole {
  isLeader(): boolean;
  /** The crash round as the leader last published it (server/house/crash-mirror.ts). */
  crash: CrashView;
  callLeader(kind: string, args: unknown[]): Promise<unknown>;
}

/** Declares `run` as a leader call under `kind`; returns the function services and routes call. */
export function leaderCall<F extends Run>(kind: string, run: F): F {
  if (registry.has(kind)) throw new Error(`leader call ${kind} declared twice`);
  registry.set(kind, run);
  const routed = (deps: Deps, ...args: unknown[]) => (deps.cluster && !deps.cluster.isLeader() ? deps.cluster.callLeader(kind, args) : run(deps, ...args));
  return routed as F;
}

type Outcome =
  | { ok: unknown }
  | { error: { status: number; code: string; message: string; errors?: Record<string, string>; vars?: Record<string, string>; retryAfterSeconds?: number } };

function outcomeOf(err: unknown): Outcome {
  if (err instanceof ApiError) {
    return {
      error: { status: err.status, code: err.code, message: err.message, errors: err.errors, vars: err.vars, retryAfterSeconds: err.retryAfterSeconds },
    };
  }
  logger.error('leader call failed', { error: err instanceof Error ? err.stack : String(err) });
  return { error: { status: 500, code: 'unexpectedError', message: 'An unexpected error occurred' } };
}

/** The follower's side: the answer the leader stored, or its refusal thrown again here. */
function resultOf(outcome: Outcome): unknown {
  if ('ok' in outcome) return outcome.ok;
  const e = outcome.error;
  if (e.status >= 500) throw new Error(`leader call failed: ${e.message}`);
  const err = new ApiError(e.status as ContentfulStatusCode, e.code, e.message, e.errors, e.vars);
  if (e.retryAfterSeconds) err.retryAfterSeconds = e.retryAfterSeconds;
  throw err;
}

/** The leader's side: claims a waiting call (once, whoever else saw it), runs it and stores the outcome. */
export async function runLeaderCall(deps: Deps, id: number): Promise<boolean> {
  const db = deps.database.db;
  const [call] = await db
    .update(leaderCalls)
    .set({ state: 'running' })
    .where(and(eq(leaderCalls.id, id), eq(leaderCalls.state, 'waiting')))
    .returning({ kind: leaderCalls.kind, args: leaderCalls.args });
  if (!call) return false;
  const run = registry.get(call.kind);
  let outcome: Outcome;
  try {
    if (!run) throw new Error(`unknown leader call ${call.kind}`);
    outcome = { ok: (await run(deps, ...(call.args as unknown[]))) ?? null };
  } catch (err) {
    outcome = outcomeOf(err);
  }
  await db.update(leaderCalls).set({ state: 'done', answer: outcome, doneAt: new Date() }).where(eq(leaderCalls.id, id));
  await db.execute(sql`SELECT pg_notify('leader_answers', ${String(id)})`);
  return true;
}

/** Calls left waiting (sent while no leader was listening, or a notification was missed), newest only. */
export async function waitingCalls(deps: Deps, maxAgeMs = LEADER_CALL_TIMEOUT_MS): Promise<number[]> {
  const rows = await deps.database.db
    .select({ id: leaderCalls.id })
    .from(leaderCalls)
    .where(and(eq(leaderCalls.state, 'waiting'), sql`${leaderCalls.createdAt} > now() - make_interval(secs => ${maxAgeMs / 1000})`))
    .orderBy(leaderCalls.id);
  return rows.map((r) => r.id);
}

/** Drops answered calls older than an hour (the leader runs it now and then). */
export async function pruneLeaderCalls(deps: Deps): Promise<void> {
  await deps.database.db.delete(leaderCalls).where(lt(leaderCalls.createdAt, sql`now() - interval '1 hour'`));
}

/** The follower's side of one call: stores it, wakes the leader, and waits for the answer. */
export async function sendLeaderCall(deps: Deps, kind: string, args: unknown[], answered: (id: number) => Promise<void>): Promise<unknown> {
  const db = deps.database.db;
  const [row] = await db.insert(leaderCalls).values({ kind, args }).returning({ id: leaderCalls.id });
  const id = row!.id;
  const wait = answered(id);
  await db.execute(sql`SELECT pg_notify('leader_calls', ${String(id)})`);
  const timedOut = await Promise.race([wait.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), LEADER_CALL_TIMEOUT_MS).unref())]);
  if (timedOut) {
    // Withdrawn if still waiting, so a leader that turns up later does not run what the player was told failed.
    const withdrawn = await db
      .delete(leaderCalls)
      .where(and(eq(leaderCalls.id, id), eq(leaderCalls.state, 'waiting')))
      .returning({ id: leaderCalls.id });
    if (withdrawn.length > 0) throw fail(503, 'serverBusy');
  }
  const [done] = await db.select({ state: leaderCalls.state, answer: leaderCalls.answer }).from(leaderCalls).where(eq(leaderCalls.id, id));
  if (!done || done.state !== 'done') throw fail(503, 'serverBusy');
  return resultOf(done.answer as Outcome);
}
