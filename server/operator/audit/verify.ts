// Walks the audit chain in order and rebuilds every hash in TypeScript from the stored columns (the same
// text migration 2700's staff_audit_text builds), so the check trusts neither the trigger nor the
// function that wrote them. Names the first entry whose link or hash does not hold.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

interface StoredEntry {
  seq: string;
  prev_hash: string;
  hash: string;
  text_at: string;
  actor_id: string | null;
  actor_username: string;
  actor_role: string;
  action: string;
  object_type: string;
  object_id: string;
  before_text: string | null;
  after_text: string | null;
  address: string;
}

export type ChainCheck = { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number; reason: 'link' | 'hash' | 'sequence' };

const GENESIS = '0'.repeat(64);
const BATCH = 5_000;

const textOf = (e: StoredEntry) =>
  [
    e.seq,
    e.prev_hash,
    e.text_at,
    e.actor_id ?? '',
    e.actor_username,
    e.actor_role,
    e.action,
    e.object_type,
    e.object_id,
    e.before_text ?? 'null',
    e.after_text ?? 'null',
    e.address,
  ].join('\n');

export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  let prev = GENESIS;
  let expected = 1;
  let count = 0;
  for (;;) {
    const batch = await rows<StoredEntry>(
      db,
      sql`SELECT seq::text, prev_hash, hash, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS text_at,
            actor_id::text, actor_username, actor_role, action, object_type, object_id, before::text AS before_text,
            after::text AS after_text, address
          FROM staff_audit WHERE staff_audit.seq >= ${expected} ORDER BY staff_audit.seq LIMIT ${BATCH}`,
    );
    if (batch.length === 0) return { ok: true, entries: count };
    for (const e of batch) {
      const seq = Number(e.seq);
      if (seq !== expected) return { ok: false, entries: count, brokenAt: expected, reason: 'sequence' };
      if (e.prev_hash !== prev) return { ok: false, entries: count, brokenAt: seq, reason: 'link' };
      if (createHash('sha256').update(textOf(e), 'utf8').digest('hex') !== e.hash) return { ok: false, entries: count, brokenAt: seq, reason: 'hash' };
      prev = e.hash;
      expected++;
      count++;
    }
  }
}
