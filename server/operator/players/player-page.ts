// One player as staff see them: profile, verification, money and holds, the latest transactions, bets and
// rounds, limits and breaks, flags, chats, staff notes and log-ins. Read in one go (independent reads run
// side by side); the lists are the latest rows, the search and the reports reach further back.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  balanceAdjustmentRequests,
  exchangeBets,
  exchangeHolds,
  exchangeMarkets,
  ledgerEntries,
  marketBlocks,
  playerNotes,
  providerRounds,
  sessions,
  supportChatMessages,
  supportChats,
  userPhones,
  users,
  walletAccounts,
  withdrawalNameChecks,
  withdrawalRequests,
} from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { saferPlayState } from '../../services/safer-play.ts';
import type { PlayerPage } from '../../../contracts/operator-players.ts';
import { latestKyc } from '../kyc/service.ts';
import { playerRowOf } from './search.ts';

const LIST = 20;
const TRANSACTIONS = 50;
const iso = (d: Date) => d.toISOString();

const total = (rows: { p: number }[]) => rows.reduce((sum, r) => sum + r.p, 0);

/** The player's row, or 404: staff never reach an operator's account through the player pages. */
export async function requirePlayerRow(db: Db, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'player')));
  if (!user) throw fail(404, 'playerIdNotFound');
  return user;
}

export async function playerPage(db: Db, id: number, now: Date): Promise<PlayerPage> {
  const user = await requirePlayerRow(db, id);
  const [phones, kyc, [wallet], withdrawalHold, exchangeHold, transactions, bets, rounds, saferPlay, [block], [mismatch], [adjustments], chats, notes, logins] =
    await Promise.all([
      db.select().from(userPhones).where(eq(userPhones.userId, id)).orderBy(userPhones.id),
      latestKyc(db, id),
      db.select({ p: walletAccounts.balancePoisha }).from(walletAccounts).where(eq(walletAccounts.userId, id)),
      db
        .select({ p: withdrawalRequests.amountPoisha })
        .from(withdrawalRequests)
        .where(and(eq(withdrawalRequests.userId, id), eq(withdrawalRequests.status, 'pending')))
        .then(total),
      db
        .select({ p: exchangeHolds.holdPoisha })
        .from(exchangeHolds)
        .where(and(eq(exchangeHolds.userId, id), eq(exchangeHolds.status, 'open')))
        .then(total),
      db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)).orderBy(desc(ledgerEntries.id)).limit(TRANSACTIONS),
      db
        .select({ bet: exchangeBets, market: exchangeMarkets.marketName, event: exchangeMarkets.eventName })
        .from(exchangeBets)
        .innerJoin(exchangeMarkets, eq(exchangeMarkets.marketKey, exchangeBets.marketKey))
        .where(eq(exchangeBets.userId, id))
        .orderBy(desc(exchangeBets.id))
        .limit(LIST),
      db.select().from(providerRounds).where(eq(providerRounds.userId, id)).orderBy(desc(providerRounds.id)).limit(LIST),
      saferPlayState(db, id, now),
      db.select().from(marketBlocks).where(eq(marketBlocks.userId, id)),
      db
        .select({ n: count() })
        .from(withdrawalRequests)
        .innerJoin(withdrawalNameChecks, eq(withdrawalNameChecks.withdrawalId, withdrawalRequests.id))
        .where(and(eq(withdrawalRequests.userId, id), eq(withdrawalRequests.status, 'pending'), eq(withdrawalNameChecks.nameMismatch, true))),
      db
        .select({ n: count() })
        .from(balanceAdjustmentRequests)
        .where(and(eq(balanceAdjustmentRequests.userId, id), eq(balanceAdjustmentRequests.status, 'pending'))),
      db
        .select({ chat: supportChats, last: supportChatMessages.content })
        .from(supportChats)
        .leftJoin(supportChatMessages, eq(supportChatMessages.id, supportChats.lastMessageId))
        .where(eq(supportChats.playerId, id)),
      db
        .select({ note: playerNotes, staff: users.username })
        .from(playerNotes)
        .leftJoin(users, eq(users.id, playerNotes.staffId))
        .where(eq(playerNotes.userId, id))
        .orderBy(desc(playerNotes.id))
        .limit(LIST),
      db
        .select({ at: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent })
        .from(sessions)
        .where(eq(sessions.userId, id))
        .orderBy(desc(sessions.id))
        .limit(LIST),
    ]);
  const blocks: string[] = [];
  if (block?.exchangeMarket === 0) blocks.push('exchange');
  if (block?.csMarket === 0) blocks.push('casino');
  return {
    profile: {
      ...playerRowOf(user),
      birthday: user.dofb,
      currency: user.currency,
      referral_code: user.referralCode,
      referred_by: user.referredBy,
      vip_coin: user.vipCoin,
      password_reset_required: user.passwordResetRequired,
    },
    verification: {
      phone_verified: user.phoneVerifiedAt !== null || phones.some((p) => p.phone === user.phone && p.verifiedAt !== null),
      email_verified: user.emailVerifiedAt !== null,
      extra_phones: phones.filter((p) => p.phone !== user.phone).map((p) => ({ phone: p.phone, verified: p.verifiedAt !== null })),
      kyc: kyc ? { status: kyc.status, submission_id: kyc.id, full_name: kyc.fullName } : { status: 'none', submission_id: null, full_name: null },
    },
    money: {
      balance: takaFromPoisha(wallet?.p ?? 0),
      withdrawal_hold: takaFromPoisha(withdrawalHold),
      exchange_hold: takaFromPoisha(exchangeHold),
      cash_bonus: takaFromPoisha(user.cashBonusPoisha),
    },
    transactions: transactions.map((e) => ({ id: e.id, kind: e.kind, amount: takaFromPoisha(e.amountPoisha), memo: e.memo, created_at: iso(e.createdAt) })),
    bets: bets.map(({ bet, market, event }) => ({
      id: bet.id,
      market_type: bet.marketType,
      market: `${event} · ${market}`,
      selection: bet.selectionName,
      side: bet.side,
      stake: takaFromPoisha(bet.stakePoisha),
      state: bet.state,
      profit_loss: bet.profitLossPoisha === null ? null : takaFromPoisha(bet.profitLossPoisha),
      placed_at: iso(bet.placedAt),
    })),
    rounds: rounds.map((r) => ({
      id: r.id,
      provider: r.provider,
      game_code: r.gameCode,
      status: r.status,
      bet: takaFromPoisha(r.betPoisha),
      win: takaFromPoisha(r.winPoisha),
      created_at: iso(r.createdAt),
    })),
    safer_play: saferPlay,
    flags: {
      market_blocks: block?.status === 'blocked' && blocks.length === 0 ? ['exchange', 'casino'] : blocks,
      locked: user.status === 'locked',
      pending_withdrawal_name_mismatch: (mismatch?.n ?? 0) > 0,
      pending_adjustments: adjustments?.n ?? 0,
    },
    chats: chats.map(({ chat, last }) => ({ id: chat.id, status: chat.status, last_message: last, updated_at: iso(chat.lastMessageAt ?? chat.createdAt) })),
    notes: notes.map(({ note, staff }) => ({ id: note.id, staff, body: note.body, created_at: iso(note.createdAt) })),
    logins: logins.map((l) => ({ at: iso(l.at), address: l.ip, device: l.userAgent })),
  };
}
