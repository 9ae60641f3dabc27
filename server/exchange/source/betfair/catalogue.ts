// Betfair API-NG listMarketCatalogue answers: the names the stream does not carry (market, event,
// competition, runners) and racing's cloth or trap numbers. A file may hold one market or an array.
import { z } from 'zod';

const catalogueRunnerSchema = z.looseObject({
  selectionId: z.number(),
  runnerName: z.string().optional(),
  sortPriority: z.number().optional(),
  metadata: z.record(z.string(), z.string().nullable()).nullable().optional(),
});

export const marketCatalogueSchema = z.looseObject({
  marketId: z.string(),
  marketName: z.string().optional(),
  marketStartTime: z.string().optional(),
  runners: z.array(catalogueRunnerSchema).optional(),
  eventType: z.looseObject({ id: z.string().optional(), name: z.string().optional() }).optional(),
  competition: z.looseObject({ id: z.string().optional(), name: z.string().optional() }).optional(),
  event: z
    .looseObject({
      id: z.string().optional(),
      name: z.string().optional(),
      countryCode: z.string().optional(),
      venue: z.string().optional(),
      openDate: z.string().optional(),
    })
    .optional(),
});

export type MarketCatalogue = z.infer<typeof marketCatalogueSchema>;

/** One catalogue entry or an array of them; null when the value is neither. */
export function parseCatalogue(value: unknown): MarketCatalogue[] | null {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return null;
  const out: MarketCatalogue[] = [];
  for (const item of list) {
    const parsed = marketCatalogueSchema.safeParse(item);
    if (!parsed.success) return null;
    out.push(parsed.data);
  }
  return out;
}

/** True when a JSON value looks like a catalogue entry rather than a stream message. */
export function looksLikeCatalogue(value: unknown): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'object' && first !== null && 'marketId' in first && !('mc' in first) && !('cc' in first);
}

/** "1. Paradise Mission" → number "1", name "Paradise Mission": greyhound names lead with the trap. */
export function splitRunnerNumber(name: string): { number: string | null; name: string } {
  const m = /^(\d{1,2})\.\s+(.+)$/.exec(name);
  return m ? { number: m[1], name: m[2] } : { number: null, name };
}

/** The cloth number from the catalogue's runner metadata when it was asked for (RUNNER_METADATA). */
export function clothNumber(metadata: Record<string, string | null> | null | undefined): string | null {
  return metadata?.CLOTH_NUMBER_ALPHA ?? metadata?.CLOTH_NUMBER ?? null;
}
