// The reality check's figures: how long this log-in has lasted and the net result of the play
// in it, so the reminder the client shows every N minutes tells the truth from the server's books.
// "Playing" means money was staked in this session, or a game was opened in it: the reminder shows only
// then, never to someone who logged in to read messages or withdraw.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rgSettings, sessions } from '../db/schema/index.ts';
import { REALITY_CHECK_DEFAULT_MINUTES, type RealityCheck } from '../../contracts/safer-play.ts';
import { one } from '../db/sql.ts';
import { PLAY_RESULT_KINDS } from './responsible-gaming.ts';
import type { SessionUser } from './sessions.ts';
import { takaFromPoisha } from '../lib/money.ts';

/** Ledger kinds that mean money was put at stake (a casino bet, money held for an exchange bet). */
const STAKE_KINDS = ['casino_bet', 'exchange_hold'] as const;
const list = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

export async function realityCheck(db: Db, user: SessionUser, now: Date): Promise<RealityCheck> {
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, user.sessionId));
  const [settings] = await db.select({ m: rgSettings.realityCheckMinutes }).from(rgSettings).where(eq(rgSettings.userId, user.id));
  const since = (session?.createdAt ?? now).toISOString();
  const row = await one<{ net: string | null; stakes: string; launches: string }>(
    db,
    sql`
    SELECT
      (SELECT sum(amount_poisha) FROM ledger_entries WHERE user_id = ${user.id} AND created_at >= ${since} AND kind IN (${list(PLAY_RESULT_KINDS)})) AS net,
      (SELECT count(*) FROM ledger_entries WHERE user_id = ${user.id} AND created_at >= ${since} AND kind IN (${list(STAKE_KINDS)})) AS stakes,
      (SELECT count(*) FROM game_sessions WHERE site_session_id = ${user.sessionId}) AS launches`,
  );
  return {
    session_started_at: since,
    interval_minutes: settings?.m ?? REALITY_CHECK_DEFAULT_MINUTES,
    playing: Number(row?.stakes ?? 0) > 0 || Number(row?.launches ?? 0) > 0,
    net_result: takaFromPoisha(Number(row?.net ?? 0)),
    server_time: now.toISOString(),
  };
}
