// The site's public lookups the server wrote into the page (server/pages/site-lookups-block.ts): the logo, general
// settings, social links and game categories (and on the home, its sliders), in a `<script type="application/json">` block that is never executed. Read
// once at start-up, checked by the same contracts as the API's answers, and kept in the lookup cache under
// the keys the shell asks (use-site.ts, preload-route.ts), so the first screen asks the API for none of
// them. A lookup the page lacks (or a page cut short) is asked of the API as before; log-in and log-out
// forget them as they forget every lookup.
import { gameCategoriesResponseSchema, generalSettingsSchema, logoResponseSchema, slidersResponseSchema, socialLinksSchema } from '../../contracts/content.ts';
import { toSliders } from './content-api.ts';
import { primeRead } from './read-cache.ts';

export const SITE_ANSWERS_ID = 'site-answers';

/** Primes the lookups the page carries; returns the keys primed. */
export function primeSiteAnswers(doc: Document | undefined = globalThis.document): string[] {
  const element = doc?.getElementById(SITE_ANSWERS_ID);
  if (!element) return [];
  element.remove();
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
  } catch {
    return [];
  }
  const primed: string[] = [];
  const logo = logoResponseSchema.safeParse(raw.logo);
  if (logo.success) primed.push(prime('logo', logo.data[0] ?? null));
  const general = generalSettingsSchema.safeParse(raw.general);
  if (general.success) primed.push(prime('general', general.data));
  const social = socialLinksSchema.safeParse(raw.sociallink);
  if (social.success) primed.push(prime('sociallink', social.data));
  // Which game categories have a game to launch (lib/game-categories.ts: its lookup key).
  const categories = gameCategoriesResponseSchema.safeParse(raw.gameCategories);
  if (categories.success) primed.push(prime('gameCategories', categories.data));
  // The home page alone carries its sliders (its banners and card rows).
  if (raw.sliders !== undefined) {
    const sliders = slidersResponseSchema.safeParse(raw.sliders);
    if (sliders.success) primed.push(prime('sliders', toSliders(sliders.data)));
  }
  return primed;
}

function prime<T>(key: string, value: T): string {
  primeRead(key, value);
  return key;
}
