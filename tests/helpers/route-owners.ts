// The players of the route world (tests/helpers/route-world.ts), each owning one of every thing a path or
// a body can name, made through the product's own routes: a pending e-wallet deposit with its gateway
// reference, a pending withdrawal, an inbox message from the operator, a support chat with a message,
// a house game session with a settled slot round, and an unmatched exchange bet (on the world's own
// simulator, so nothing moves unless the test moves it).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { one } from '../../server/db/sql.ts';
import type { ExchangeSimulator } from '../../server/exchange/source/simulator/simulator.ts';
import { createPlayer, verifyPlayerPhone, type TestPlayer } from './players.ts';
import type { TestApp } from './test-app.ts';
import { openScreen } from './casino-kit.ts';
import { matchOddsAsk, upcoming } from './exchange-kit.ts';
import { firstMethodId, fund, idem } from '../pg/wallet-kit.ts';

export interface Owner {
  player: TestPlayer;
  id: number;
  /** A pending deposit (made through the sandbox e-wallet gateway) and its gateway reference. */
  depositId: number;
  gatewayRef: string;
  withdrawalId: number;
  inboxId: number;
  chatId: number;
  /** The owner's live house game session (its header), and a round played in it. */
  gameSession: Record<string, string>;
  roundId: number;
  betId: number;
  /** Strings only this owner's data contains: an answer to anyone else must not carry them. */
  markers: string[];
}

const ok = (res: { status: number; body: unknown }) => expect([200, 201], JSON.stringify(res.body)).toContain(res.status);

export async function makeOwner(t: TestApp, operator: string, sim: ExchangeSimulator, tag: string): Promise<Owner> {
  const player = await createPlayer(t, { name: `Owner ${tag}` });
  await verifyPlayerPhone(t, player);
  const id = Number(player.remote_id);
  await t.deps.database.db.execute(sql`UPDATE users SET dofb = '1990-01-01' WHERE id = ${id}`);
  await fund(t, operator, player, 2000);
  const ewa = await t.call('POST', '/api/ewa/request', {
    token: player.token,
    headers: idem(),
    body: { amount: 700, type: 'Send Money', provider: 'Sandbox Pay', promotion: 0 },
  });
  ok(ewa);
  const gatewayRef = ewa.body.transaction as string;
  const deposit = await one<{ id: string }>(t.deps.database.db, sql`SELECT id FROM deposit_requests WHERE gateway_ref = ${gatewayRef}`);
  const withdrawal = await t.call('POST', '/api/submit-withdraw', {
    token: player.token,
    headers: idem(),
    body: { account_number: player.phone, amount: 600, payment_id: await firstMethodId(t) },
  });
  ok(withdrawal);
  const letter = `Letter for ${tag} ${player.username}`;
  ok(await t.call('POST', '/api/operator/inbox', { token: operator, body: { audience: 'one', username: player.username, title: letter, message: letter } }));
  const inbox = await t.call('GET', '/api/inbox', { token: player.token });
  ok(inbox);
  const chat = await t.call('POST', '/api/chats', { token: player.token, body: {} });
  ok(chat);
  const said = `Chat note of ${tag} ${player.username}`;
  ok(await t.call('POST', '/api/messages', { token: player.token, body: { chat_id: chat.body.chat.id, content: said } }));
  const screen = await openScreen(t, player, 'chakka_lucky_sixes');
  const spin = await t.call('POST', '/api/house/slot/spin', { headers: screen.headers, body: { stake: 20 } });
  ok(spin);
  // A lay at the lowest price rests unmatched: nobody backs that low. Its stake is the owner's own
  // (৳1,379.91 or ৳1,791.37), so an answer that lists another player's bets carries a marker too. Four digits
  // before the point: no part of a dotted address (the activity log shows each call's) can read as one.
  const stake = tag === 'Alpha' ? 1379.91 : 1791.37;
  const bet = await t.call('POST', '/api/exchange/bets', { token: player.token, headers: idem(), body: matchOddsAsk(upcoming(sim), 0, 'lay', 1.01, stake) });
  ok(bet);
  return {
    player,
    id,
    gatewayRef,
    depositId: Number(deposit!.id),
    withdrawalId: withdrawal.body.data.id as number,
    inboxId: inbox.body.data.data[0].id as number,
    chatId: chat.body.chat.id as number,
    gameSession: screen.headers,
    roundId: spin.body.fair.roundId as number,
    betId: bet.body.bet.id as number,
    markers: [player.username, player.phone, player.email, gatewayRef, `Owner ${tag}`, letter, said, String(stake)],
  };
}
