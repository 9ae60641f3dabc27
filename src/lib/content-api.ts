// Fetchers for the site's lookups (spec part 2 §7.1), parsed with contracts/content.ts. The wire's
// spellings (sliders' `thubmnail`) are mapped here, once, to the names the client uses.
import {
  generalSettingsSchema,
  getSystemResponseSchema,
  logoResponseSchema,
  marketBlockSchema,
  slidersResponseSchema,
  socialLinksSchema,
  type GameType,
  type GeneralSettings,
  type LogoItem,
  type MarketBlock,
  type SliderItem,
  type SocialLinks,
  type SystemItem,
} from '../../contracts/content.ts';
import { getJson } from './api.ts';

export type { GeneralSettings as General, MarketBlock, SocialLinks, SystemItem };

export interface Slide { name: string; link: string; image: string }
export interface Sliders { main: Slide[]; favourite: Slide[]; featured: Slide[] }

export const getGeneral = () => getJson(generalSettingsSchema, 'general');

/** The first logo item (the spec's answer is a list); null when none is set. */
export async function getLogo(): Promise<LogoItem | null> {
  const list = await getJson(logoResponseSchema, 'logo');
  return list[0] ?? null;
}

const toSlides = (items: SliderItem[]): Slide[] =>
  items.filter((s) => s.status === 1).map((s) => ({ name: s.name, link: s.link, image: s.thubmnail }));

export async function getSliders(): Promise<Sliders> {
  const answer = await getJson(slidersResponseSchema, 'sliders');
  return { main: toSlides(answer.main), favourite: toSlides(answer.favourite), featured: toSlides(answer.feature) };
}

export const getSocialLinks = () => getJson(socialLinksSchema, 'sociallink');

/** The providers (systems) of one category type. */
export async function getSystems(type: GameType): Promise<SystemItem[]> {
  const { systems } = await getJson(getSystemResponseSchema, 'get-system', { type });
  return systems;
}

export const getMarketBlock = () => getJson(marketBlockSchema, 'market/block');
