// POST /api/game-run's service: which games launch, what their url carries, and what the others say.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer } from '../../tests/helpers/players.ts';
import { signedCall } from '../../tests/helpers/provider-kit.ts';
import { gameSessions, marketBlocks } from '../db/schema/index.ts';
import { resolveSession, type SessionUser } from './sessions.ts';
import { launchGame, safeReturnPath } from './game-launch.ts';
import { startExclusion } from './safer-play.ts';
import { HOUSE_GAMES } from '../../contracts/games.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function sessionUser(): Promise<{ user: SessionUser; token: string }> {
  const p = await createPlayer(t);
  const user = await resolveSession(t.deps.database.db, p.token, { idleSeconds: 1800, absoluteSeconds: 43200 });
  return { user: user!, token: p.token };
}
const slot = { gameCode: 'chakka_lucky_sixes', gameType: 'SLOT', platform: 'CHAKKA' } as const;

describe('launching a game', () => {
  it('a house game answers its url with a one-time launch token, the language and the return path, never the session token', async () => {
    const { user, token } = await sessionUser();
    const answer = await launchGame(t.deps, user, { ...slot, userId: String(user.id), externalURL: '/games?type=SLOT', isMobileLogin: true, language: 'bn' });
    expect(answer.message).toBe('Game launched successfully');
    const url = new URL(answer.url, 'http://site.test');
    expect(url.pathname).toBe(HOUSE_GAMES.chakka_lucky_sixes.path);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      launch: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      lang: 'bn',
      return: '/games?type=SLOT',
      mobile: '1',
    });
    expect(answer.url).not.toContain(token);
    expect(await signedCall(t.deps, 'authenticate', { launchToken: url.searchParams.get('launch')! })).toMatchObject({
      status: 'OK',
      playerId: String(user.id),
      language: 'bn',
    });
    const [row] = await t.deps.database.db.select().from(gameSessions).where(eq(gameSessions.userId, user.id));
    expect(row).toMatchObject({ siteSessionId: user.sessionId, gameCode: 'chakka_lucky_sixes' });
  });

  it.each([
    ['chakka_chakka_crash', 'EGAME'],
    ['chakka_jhandi_munda', 'TABLE'],
  ] as const)('%s is a house game too', async (gameCode, gameType) => {
    const { user } = await sessionUser();
    expect((await launchGame(t.deps, user, { gameCode, gameType, platform: 'CHAKKA' })).url).toMatch(/^\/house\//);
  });

  it('a sports entry and a game the house does not serve answer "not available yet"; an unknown game 404', async () => {
    const { user } = await sessionUser();
    await expect(launchGame(t.deps, user, { gameCode: 'chakka_kabaddi_live', gameType: 'SPORTS', platform: 'CHAKKA' })).rejects.toMatchObject({
      status: 409,
      code: 'sportsNotAvailableYet',
      message: 'Kabaddi Live is not available yet. The Exchange is open for sports betting.',
    });
    await expect(launchGame(t.deps, user, { gameCode: 'padma_hilsa_harvest', gameType: 'SLOT', platform: 'PADMA' })).rejects.toMatchObject({
      status: 409,
      code: 'gameNotAvailableYet',
    });
    await expect(launchGame(t.deps, user, { ...slot, platform: 'PADMA' })).rejects.toMatchObject({ status: 404, code: 'gameNotFound' });
    await expect(launchGame(t.deps, user, { ...slot, gameType: 'EGAME' })).rejects.toMatchObject({ status: 404 });
  });

  it("another player's userId, a self-excluded player or a blocked casino section is refused", async () => {
    const { user } = await sessionUser();
    await expect(launchGame(t.deps, user, { ...slot, userId: String(user.id + 1) })).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    await t.deps.database.db.insert(marketBlocks).values({ userId: user.id, csMarket: 0, status: 'blocked' });
    await expect(launchGame(t.deps, user, slot)).rejects.toMatchObject({ status: 403, code: 'marketBlocked' });
    const other = await sessionUser();
    await startExclusion(t.deps.database.db, other.user.id, { kind: 'self_exclusion', duration: '6m' }, t.deps.now());
    await expect(launchGame(t.deps, other.user, slot)).rejects.toMatchObject({ status: 403, code: 'selfExclusionActive' });
  });

  it.each([
    [undefined, '/'],
    ['/slot', '/slot'],
    ['/games?type=SLOT&title=Slot', '/games?type=SLOT&title=Slot'],
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('the return url %s becomes %s', (given, kept) => {
    expect(safeReturnPath(given, 'http://127.0.0.1:8080')).toBe(kept);
  });
});
