// Shared pieces of the attack tests (tests/pg/*-attacks.test.ts): bursts, wrong codes, counts.
import { and, count, desc, eq } from 'drizzle-orm';
import { outbox, users, verificationCodes } from '../../server/db/schema/index.ts';
import { MAX_TRIES, type Purpose } from '../../server/services/codes.ts';
import { solvedHeaders } from '../helpers/challenge.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** n calls started at once, all in flight together. */
export const burst = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

/** n six-digit codes, none of them `right`. */
export const wrongCodes = (right: string, n: number) => Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

/** How many tries the player's newest code of `purpose` has used. */
export async function triesUsed(t: TestApp, userId: number, purpose: Purpose): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ tries: verificationCodes.tries })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.tries ?? 0;
}

export async function messagesTo(t: TestApp, recipient: string): Promise<number> {
  const [row] = await t.deps.database.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, recipient));
  return row?.n ?? 0;
}

export async function accountsWithPhone(t: TestApp, phone: string): Promise<number> {
  const [row] = await t.deps.database.db.select({ n: count() }).from(users).where(eq(users.phone, phone));
  return row?.n ?? 0;
}

/** Answers whose password (or code) was actually compared: refusals before the check are 429s. */
export const checked = (answers: { status: number; body: { code?: string } }[]) =>
  answers.filter((a) => a.status === 200 || a.status === 401 || a.body?.code === 'codeInvalid').length;

/** The answers of a burst counted by what each said: `{ '422 codeInvalid': 4, '429 codeTooManyTries': 26 }`. */
export function tally(answers: { status: number; body?: { code?: string } }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.body?.code ? `${a.status} ${a.body.code}` : String(a.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * What n wrong guesses at one code answer, in any order: the first MAX_TRIES - 1 compared are wrong, the last
 * try compared burns the code, and every other guess is refused before any compare.
 */
export const burnedCode = (n: number) => ({ '422 codeInvalid': MAX_TRIES - 1, '429 codeTooManyTries': n - (MAX_TRIES - 1) });

/** Logs in as the browser does: when a challenge is asked for, solve it and send the same log-in again. */
export async function loginSolving(t: TestApp, username: string, password: string, address?: string) {
  const body = { username, password };
  const first = await t.call('POST', '/api/login', { body, address });
  if (first.body?.code !== 'challengeRequired') return first;
  return t.call('POST', '/api/login', { body, address, headers: solvedHeaders(first.body.challenge) });
}
