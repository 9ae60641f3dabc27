// The outbox of codes sent by SMS and e-mail (written by server/delivery/adapter.ts), for operators.
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { outboxEntrySchema } from '../../contracts/account.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

/** The latest messages, newest first. */
export async function listOutbox(db: Db, limit = 200): Promise<z.infer<typeof outboxEntrySchema>[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, recipient: r.recipient, channel: r.channel, text: r.text, created_at: r.createdAt.toISOString() }));
}
