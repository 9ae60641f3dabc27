// The risk desk's calls (server/exchange/risk/routes.ts), parsed by their contracts.
import {
  blockSavedSchema,
  blocksResponseSchema,
  bookDetailSchema,
  bookResponseSchema,
  flagScanResponseSchema,
  flagsResponseSchema,
  limitRuleSavedSchema,
  limitRulesResponseSchema,
  riskDoneSchema,
  riskPlayerSchema,
  tickerResponseSchema,
  type BlockRequest,
  type LimitRuleRequest,
  type TickerQuery,
} from '../../../../contracts/risk.ts';
import { getJson, postJson, request } from '../../../lib/api.ts';

export const getBook = () => getJson(bookResponseSchema, 'operator/risk/book');
export const getBookMarket = (marketKey: string) => getJson(bookDetailSchema, `operator/risk/book/${encodeURIComponent(marketKey)}`);
export const getTicker = (q: TickerQuery) =>
  getJson(
    tickerResponseSchema,
    'operator/risk/ticker',
    Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>,
  );
export const getFlags = (status: 'open' | 'dismissed' | 'voided') => getJson(flagsResponseSchema, 'operator/risk/flags', { status });
export const scanFlags = () => postJson(flagScanResponseSchema, 'operator/risk/flags/scan', {});
export const dismissFlag = (id: number) => postJson(riskDoneSchema, `operator/risk/flags/${id}/dismiss`, {});
export const voidFlaggedBet = (id: number, reason: string) => postJson(riskDoneSchema, `operator/risk/flags/${id}/void`, { reason });
export const getLimitRules = () => getJson(limitRulesResponseSchema, 'operator/risk/limits');
export const putLimitRule = (rule: LimitRuleRequest) => request(limitRuleSavedSchema, 'operator/risk/limits', { method: 'put', json: rule });
export const deleteLimitRule = (id: number) => request(riskDoneSchema, `operator/risk/limits/${id}`, { method: 'delete' });
export const getBlocks = () => getJson(blocksResponseSchema, 'operator/risk/blocks');
export const postBlock = (block: BlockRequest) => postJson(blockSavedSchema, 'operator/risk/blocks', block);
export const deleteBlock = (id: number) => request(riskDoneSchema, `operator/risk/blocks/${id}`, { method: 'delete' });
export const getRiskPlayer = (userId: number) => getJson(riskPlayerSchema, `operator/risk/players/${userId}`);
