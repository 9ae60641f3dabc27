// Messages to players about their deposit and withdrawal requests, written in the same transaction
// as the decision. The inbox area is expected to read player_notifications (the hook for issue 5's
// "inbox message on approve/reject").
import { sql } from 'drizzle-orm';
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';
import type { Tx } from './ledger.ts';

export async function notifyPlayer(
  tx: Tx,
  n: { userId: number; key: MessageKey; title: string; vars: Record<string, string>; depositId?: number; withdrawalId?: number },
): Promise<void> {
  const body = MESSAGES[n.key].replace(/\{(\w+)\}/g, (_, k: string) => n.vars[k] ?? '');
  await tx.execute(sql`
    INSERT INTO player_notifications (user_id, kind, title, body, deposit_id, withdrawal_id)
    VALUES (${n.userId}, ${n.key}, ${n.title}, ${body}, ${n.depositId ?? null}, ${n.withdrawalId ?? null})`);
}
