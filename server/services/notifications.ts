// Messages to players about their deposit and withdrawal requests, written in the same transaction
// as the decision. The inbox (server/services/inbox.ts) shows them; the kind is the message's catalogue
// key and `vars` its values, so the player reads it in their own language.
import { MESSAGES, type MessageKey } from '../../contracts/messages/index.ts';
import type { Db } from '../db/client.ts';
import { playerNotifications } from '../db/schema/wallet.ts';

export async function notifyPlayer(
  tx: Db,
  n: { userId: number; key: MessageKey; title: string; vars: Record<string, string>; depositId?: number; withdrawalId?: number },
): Promise<void> {
  const body = MESSAGES[n.key].replace(/\{(\w+)\}/g, (_, k: string) => n.vars[k] ?? '');
  await tx.insert(playerNotifications).values({
    userId: n.userId,
    kind: n.key,
    title: n.title,
    body,
    vars: n.vars,
    depositId: n.depositId ?? null,
    withdrawalId: n.withdrawalId ?? null,
  });
}
