// Fetchers for the site's lookups, parsed with contracts/content.ts. The wire's
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
  type SlidersResponse,
  type SocialLinks,
  type SystemItem,
} from '../../contracts/content.ts';
import { getJson } from './api.ts';
import { usesTwin } from './i18n.ts';

export type { GeneralSettings as General, MarketBlock, SocialLinks, SystemItem };

/** A slide in both languages; `localSlide` picks the player's (the Bangla falls back to the English). */
export interface Slide {
  name: string;
  link: string;
  image: string;
  nameBn: string;
  imageBn: string;
}
export interface Sliders {
  main: Slide[];
  favourite: Slide[];
  featured: Slide[];
}

export const localSlide = (s: Slide, lang: string) => (usesTwin(lang) ? { ...s, name: s.nameBn || s.name, image: s.imageBn || s.image } : s);

/** The site texts the operator writes in both languages: the chosen one, else the English. */
export function localSiteTexts(g: GeneralSettings | undefined, lang: string) {
  const bn = usesTwin(lang) && g;
  const pick = <T extends string | string[]>(en: T | undefined, local: T | undefined): T | undefined => (bn && local && local.length > 0 ? local : en);
  return {
    notice: pick(g?.notice, g?.notice_bn) ?? [],
    systemNotice: pick(g?.system_notice, g?.system_notice_bn) ?? '',
    seoText: pick(g?.seo_text, g?.seo_text_bn) ?? [],
    copyright: pick(g?.copyright, g?.copyright_bn) ?? '',
  };
}

export const getGeneral = () => getJson(generalSettingsSchema, 'general');

/** The first logo item (the wire's answer is a list); null when none is set. */
export async function getLogo(): Promise<LogoItem | null> {
  const list = await getJson(logoResponseSchema, 'logo');
  return list[0] ?? null;
}

const toSlides = (items: SliderItem[]): Slide[] =>
  items.filter((s) => s.status === 1).map((s) => ({ name: s.name, link: s.link, image: s.thubmnail, nameBn: s.name_bn, imageBn: s.thumbnail_bn }));

/** The sliders answer as the home screen draws it (from /api/sliders, or from the page: site-answers.ts). */
export const toSliders = (answer: SlidersResponse): Sliders => ({
  main: toSlides(answer.main),
  favourite: toSlides(answer.favourite),
  featured: toSlides(answer.feature),
});

export const getSliders = async (): Promise<Sliders> => toSliders(await getJson(slidersResponseSchema, 'sliders'));

export const getSocialLinks = () => getJson(socialLinksSchema, 'sociallink');

/** The providers (systems) of one category type. */
export async function getSystems(type: GameType): Promise<SystemItem[]> {
  const { systems } = await getJson(getSystemResponseSchema, 'get-system', { type });
  return systems;
}

export const getMarketBlock = () => getJson(marketBlockSchema, 'market/block');
