// The promotions area's calls, parsed by contracts/promotions.ts.
import { promotionDetailResponseSchema, promotionListResponseSchema, type Promotion } from '../../../contracts/promotions.ts';
import { getJson } from '../../lib/api.ts';
import type { Language } from '../../lib/i18n.ts';
import { localized } from '../../lib/localized.ts';

export const getPromotions = async () => (await getJson(promotionListResponseSchema, 'promotion')).data;
export const getPromotion = async (id: number) => (await getJson(promotionDetailResponseSchema, `promotions/${id}`)).data;

/** A promotion's texts in the reader's language (the English ones when no Bangla was written). */
export function promotionText(p: Promotion, lang: Language) {
  return {
    name: localized(p.name, p.name_bn, lang),
    desc: localized(p.desc, p.desc_bn, lang),
    eligibleGames: localized(p.eligible_games, p.eligible_games_bn, lang),
  };
}
