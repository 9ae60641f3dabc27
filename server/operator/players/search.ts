// Player search for staff: by the start of a username, e-mail or phone (each on a prefix index, migration
// 2800), by id, or by agent code. Paged by PLAYER_PAGE_SIZE, newest players first; one row more than a
// page is read so the answer can say whether another page follows without counting the whole table.
import { and, desc, eq, inArray, type SQL, sql, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPhones, users } from '../../db/schema/index.ts';
import { PLAYER_PAGE_SIZE, type PlayerRow, type PlayerSearchField } from '../../../contracts/operator-players.ts';
import { toAsciiDigits } from '../../../contracts/fields.ts';

/** `%` and `_` are LIKE's wildcards: a search for "a_b" means those three characters. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A phone as stored: the last 11 digits of a Bangladeshi mobile number ("+880 17..." finds "017..."). */
function phonePrefix(q: string): string | null {
  const digits = toAsciiDigits(q).replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.startsWith('880') ? digits.slice(2) : digits;
}

function conditionsFor(q: string, field: PlayerSearchField): SQL[] {
  const lower = q.toLowerCase();
  const out: SQL[] = [];
  const wants = (f: PlayerSearchField) => field === 'any' || field === f;
  if (wants('id') && /^\d{1,15}$/.test(toAsciiDigits(q))) out.push(eq(users.id, Number(toAsciiDigits(q))));
  if (wants('username')) out.push(sql`lower(${users.username}) LIKE ${likePrefix(lower)}`);
  if (wants('email')) out.push(sql`lower(${users.email}) LIKE ${likePrefix(lower)}`);
  const phone = wants('phone') ? phonePrefix(q) : null;
  if (phone) {
    out.push(sql`${users.phone} LIKE ${likePrefix(phone)}`);
    out.push(inArray(users.id, sql`(SELECT ${userPhones.userId} FROM ${userPhones} WHERE ${userPhones.phone} LIKE ${likePrefix(phone)})`));
  }
  if (wants('agent')) out.push(sql`lower(${users.agentCode}) = ${lower}`);
  return out;
}

export async function searchPlayers(db: Db, query: { q: string; field: PlayerSearchField; page: number }): Promise<{ rows: PlayerRow[]; hasMore: boolean }> {
  const conditions = conditionsFor(query.q, query.field);
  if (conditions.length === 0) return { rows: [], hasMore: false };
  const found = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'player'), or(...conditions)))
    .orderBy(desc(users.id))
    .limit(PLAYER_PAGE_SIZE + 1)
    .offset((query.page - 1) * PLAYER_PAGE_SIZE);
  return { rows: found.slice(0, PLAYER_PAGE_SIZE).map(playerRowOf), hasMore: found.length > PLAYER_PAGE_SIZE };
}

export const playerRowOf = (u: typeof users.$inferSelect): PlayerRow => ({
  id: u.id,
  username: u.username,
  name: u.name,
  phone: u.phone,
  email: u.email,
  agent_code: u.agentCode,
  status: u.status,
  created_at: u.createdAt.toISOString(),
});
