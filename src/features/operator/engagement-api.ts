// The operator console's engagement calls: rates, VIP tiers and messages to players in both languages
// (contracts/engagement.ts, inbox.ts). Players are answered 403.
import {
  engagementSettingsResponseSchema,
  vipGrantResponseSchema,
  vipTierListResponseSchema,
  vipTierSavedResponseSchema,
  type EngagementSettings,
  type VipTierInput,
} from '../../../contracts/engagement.ts';
import { operatorMessageListSchema, operatorMessageSentSchema, type OperatorMessageInput } from '../../../contracts/inbox.ts';
import { getJson, http, postJson, request } from '../../lib/api.ts';

export const getRates = async () => (await getJson(engagementSettingsResponseSchema, 'operator/engagement-settings')).data;
export const putRates = async (rates: EngagementSettings) =>
  (await request(engagementSettingsResponseSchema, 'operator/engagement-settings', { method: 'put', json: rates })).data;

export const getTiers = async () => (await getJson(vipTierListResponseSchema, 'operator/vip-tiers')).data;
export const saveTier = async (tier: VipTierInput, id?: number) =>
  (await request(vipTierSavedResponseSchema, id ? `operator/vip-tiers/${id}` : 'operator/vip-tiers', { method: id ? 'put' : 'post', json: tier })).data;
export const deleteTier = (id: number) => http.delete(`operator/vip-tiers/${id}`);

export const sendMessage = (message: OperatorMessageInput) => postJson(operatorMessageSentSchema, 'operator/inbox', message);
export const getSentMessages = async () => (await getJson(operatorMessageListSchema, 'operator/inbox')).data;

export const grantPoints = (grant: { username: string; points: string; reason: string }) => postJson(vipGrantResponseSchema, 'operator/vip-points', grant);
