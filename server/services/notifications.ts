// Messages to players about their deposit and withdrawal requests, written in the same transaction
// as the decision. The inbox (server/services/inbox.ts) shows them; the kind is the message's catalogue
// key and `vars` its values, so the player reads it in their own language.
import { sql } from 'drizzle-orm';
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';
import type { Tx } from './ledger.ts';

export async function notifyPlayer(
  tx: Tx,
  n: { userId: number; key: MessageKey; title: string; vars: Record<string, string>; depositId?: number; withdrawalId?: number },
): Promise<void> {
  const body = MESSAGES[n.key].replace(/\{(\w+)\}/g, (_, k: string) => n.vars[k] ?? '');
  await tx.execute(sql`
    INSERT INTO player_notifications (user_id, kind, title, body, vars, deposit_id, withdrawal_id)
    VALUES (${n.userId}, ${n.key}, ${n.title}, ${body}, ${JSON.stringify(n.vars)}::jsonb, ${n.depositId ?? null}, ${n.withdrawalId ?? null})`);
}
