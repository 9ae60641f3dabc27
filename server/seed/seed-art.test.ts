// The seed's pictures (slider banners, game tiles, promotions): every seeded row points at a WebP file the
// site serves, each file is the picture art.ts draws today (its source hash), 1005_seed_art_webp.sql moves rows
// off the SVG paths of the earlier seed (docs/decisions/0161), and a seeded promotion gets its picture.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { rows } from '../db/sql.ts';
import { allPictures } from './art.ts';
import { ART_SOURCES, sourceHash } from './generate-images.ts';
import { seedWallet } from './wallet.ts';
import { PROMOTION_ART } from './promotion-art.ts';
import { testConfig } from '../../tests/helpers/test-config.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const MIGRATION = fileURLToPath(new URL('../db/migrations/1005_seed_art_webp.sql', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A WebP file: RIFF, its size, WEBP. */
async function isWebp(path: string) {
  const head = (await readFile(`${PUBLIC_DIR}${path}`)).subarray(0, 12);
  return head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
}

describe('the seed pictures', () => {
  it('every seeded slider banner (both languages) and game tile is a WebP file under public/', async () => {
    const db = t.deps.database.db;
    const sliders = await rows<{ thumbnail: string; thumbnail_bn: string }>(db, sql`SELECT thumbnail, thumbnail_bn FROM sliders`);
    const games = await rows<{ thumbnail: string }>(db, sql`SELECT thumbnail FROM game_catalogue`);
    expect(sliders.length).toBeGreaterThan(0);
    expect(games.length).toBeGreaterThan(0);
    const paths = [...sliders.flatMap((s) => [s.thumbnail, s.thumbnail_bn]), ...games.map((g) => g.thumbnail)];
    for (const path of paths) {
      expect(path, path).toMatch(/^\/storage\/(sliders|games)\/[a-z0-9_.-]+\.webp$/);
      expect(existsSync(`${PUBLIC_DIR}${path}`), path).toBe(true);
      expect(await isWebp(path), path).toBe(true);
    }
  });

  it('every picture file is the one art.ts draws now: its source hash is the one written beside the files', async () => {
    const written = JSON.parse(await readFile(`${PUBLIC_DIR}${ART_SOURCES}`, 'utf8')) as Record<string, string>;
    const pictures = allPictures();
    expect(Object.keys(written).sort()).toEqual(pictures.map((p) => p.path).sort());
    for (const picture of pictures) {
      expect(written[picture.path], `${picture.path}: run npx tsx server/seed/generate-images.ts`).toBe(sourceHash(picture.svg));
      expect(await isWebp(picture.path), picture.path).toBe(true);
    }
  });

  it("every seeded promotion has its picture, and an older site gets it without losing an operator's own", async () => {
    const db = t.deps.database.db;
    const promos = await rows<{ name: string; thumbnail: string }>(db, sql`SELECT name, thumbnail FROM promotions ORDER BY id`);
    expect(promos.map((p) => p.name)).toEqual(PROMOTION_ART.map((a) => a.name));
    for (const p of promos) {
      expect(p.thumbnail, p.name).toMatch(/^\/storage\/promotions\/[a-z-]+\.webp$/);
      expect(await isWebp(p.thumbnail), p.thumbnail).toBe(true);
    }
    // A site seeded before the pictures: its seeded promotions have none; one the operator gave a picture keeps it.
    await db.execute(sql`UPDATE promotions SET thumbnail = '' WHERE name <> ${PROMOTION_ART[0]!.name}`);
    await db.execute(sql`UPDATE promotions SET thumbnail = '/storage/uploads/own.webp' WHERE name = ${PROMOTION_ART[0]!.name}`);
    await seedWallet(t.deps.database, testConfig());
    const after = new Map((await rows<{ name: string; thumbnail: string }>(db, sql`SELECT name, thumbnail FROM promotions`)).map((p) => [p.name, p.thumbnail]));
    expect(after.get(PROMOTION_ART[0]!.name)).toBe('/storage/uploads/own.webp');
    for (const art of PROMOTION_ART.slice(1)) expect(after.get(art.name)).toBe(art.thumbnail);
  });

  it('the migration moves rows still holding a seeded SVG path and leaves other pictures alone', async () => {
    const db = t.deps.database.db;
    const [game] = await rows<{ code: string; platform: string }>(db, sql`SELECT code, platform FROM game_catalogue ORDER BY code LIMIT 1`);
    await db.execute(sql`INSERT INTO game_catalogue (code, name, platform, type, thumbnail) VALUES
      ('old_seeded', 'Old', ${game!.platform}, 'SLOT', '/storage/games/old_seeded.svg'),
      ('operator_own', 'Own', ${game!.platform}, 'SLOT', '/storage/uploads/own.svg')`);
    await db.execute(sql`INSERT INTO sliders (slider_type, name, link, thumbnail, thumbnail_bn) VALUES
      ('Main', 'Old', '/', '/storage/sliders/main-1.svg', '/storage/sliders/main-1.bn.svg'),
      ('Main', 'Own', '/', '/storage/uploads/banner.svg', '/storage/uploads/banner.bn.svg')`);
    await t.deps.database.execRaw(await readFile(MIGRATION, 'utf8'));
    const thumbs = new Map(
      (await rows<{ code: string; thumbnail: string }>(db, sql`SELECT code, thumbnail FROM game_catalogue WHERE code IN ('old_seeded', 'operator_own')`)).map(
        (g) => [g.code, g.thumbnail],
      ),
    );
    expect(thumbs.get('old_seeded')).toBe('/storage/games/old_seeded.webp');
    expect(thumbs.get('operator_own')).toBe('/storage/uploads/own.svg');
    const banners = await rows<{ name: string; thumbnail: string; thumbnail_bn: string }>(
      db,
      sql`SELECT name, thumbnail, thumbnail_bn FROM sliders WHERE name IN ('Old', 'Own') ORDER BY name`,
    );
    expect(banners).toEqual([
      { name: 'Old', thumbnail: '/storage/sliders/main-1.webp', thumbnail_bn: '/storage/sliders/main-1.bn.webp' },
      { name: 'Own', thumbnail: '/storage/uploads/banner.svg', thumbnail_bn: '/storage/uploads/banner.bn.svg' },
    ]);
  });
});
