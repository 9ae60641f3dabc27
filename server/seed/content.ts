// First-start site content: settings, sliders and the house game catalogue. Idempotent:
// settings fill only missing keys; sliders and the catalogue are written only into empty tables,
// so an operator's later edits survive every restart.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { gameCatalogue, gameProviders, siteSettings, sliders } from '../db/schema/index.ts';
import { SLIDERS, STUDIOS, bnThumbnail, catalogueGames, providerLogo } from './content-catalogue.ts';
import { DEFAULT_SETTINGS } from './content-settings.ts';

async function isEmpty(database: Database, table: typeof sliders | typeof gameProviders | typeof gameCatalogue) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0) === 0;
}

export async function seedContent(database: Database): Promise<void> {
  const { db } = database;
  await db
    .insert(siteSettings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: siteSettings.key });

  if (await isEmpty(database, sliders)) {
    await db
      .insert(sliders)
      .values(SLIDERS.map((s, i) => ({ sliderType: s.sliderType, name: s.name, link: s.link, thumbnail: s.thumbnail, status: 1, sortOrder: i })));
  }
  // The Bangla of the seeded sliders, also on a site seeded before sliders had it (1002_sliders_bangla.sql):
  // only rows still showing the seeded banner and with no Bangla yet, so an operator's edits survive.
  for (const s of SLIDERS) {
    await db
      .update(sliders)
      .set({ nameBn: s.nameBn, thumbnailBn: bnThumbnail(s.thumbnail) })
      .where(and(eq(sliders.thumbnail, s.thumbnail), eq(sliders.nameBn, ''), eq(sliders.thumbnailBn, '')));
  }

  if (await isEmpty(database, gameProviders)) {
    await db
      .insert(gameProviders)
      .values(STUDIOS.map((s, i) => ({ platform: s.platform, name: s.name, logo: providerLogo(s.platform), status: 1, sortOrder: i })));
  }

  if (await isEmpty(database, gameCatalogue)) {
    await db.insert(gameCatalogue).values(
      catalogueGames().map((g) => ({
        code: g.code,
        name: g.name,
        platform: g.platform,
        type: g.type,
        thumbnail: g.thumbnail,
        status: 1,
        sortOrder: g.sortOrder,
      })),
    );
  }
}
