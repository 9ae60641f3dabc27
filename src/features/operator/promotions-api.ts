// The operator console's promotion calls (contracts/promotions.ts): every promotion, withdrawn ones too,
// and saving a new or an edited one in both languages. Players are answered 403.
import { operatorPromotionListSchema, operatorPromotionSavedSchema } from '../../../contracts/promotions.ts';
import { getJson, request } from '../../lib/api.ts';

export const getAllPromotions = async () => (await getJson(operatorPromotionListSchema, 'operator/promotions')).data;
export const savePromotion = async (body: unknown, id?: number) =>
  (await request(operatorPromotionSavedSchema, id ? `operator/promotions/${id}` : 'operator/promotions', { method: id ? 'put' : 'post', json: body })).data;
