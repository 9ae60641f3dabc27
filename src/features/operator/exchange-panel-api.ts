// The operator's exchange desk calls (server/exchange/desk/routes.ts), parsed by their contracts.
import {
  exchangeSettingsSchema,
  exchangeSettingsUpdateResponseSchema,
  operatorBetsResponseSchema,
  operatorExposureResponseSchema,
  operatorMarketsResponseSchema,
  rollbackMarketResponseSchema,
  settleMarketResponseSchema,
  voidMarketResponseSchema,
  waitingMarketsResponseSchema,
  type ExchangeSettingsUpdate,
} from '../../../contracts/exchange-operator.ts';
import { getJson, postJson, request } from '../../lib/api.ts';

export const getExchangeBets = (status: 'open' | 'settled') => getJson(operatorBetsResponseSchema, 'operator/exchange/bets', { status, limit: 200 });
export const getExchangeExposure = () => getJson(operatorExposureResponseSchema, 'operator/exchange/exposure');
export const getExchangeMarkets = (status: 'open' | 'settled' | 'void') => getJson(operatorMarketsResponseSchema, 'operator/exchange/markets', { status });
export const voidExchangeMarket = (marketKey: string, reason: string) =>
  postJson(voidMarketResponseSchema, `operator/exchange/markets/${encodeURIComponent(marketKey)}/void`, { reason });
export const getExchangeLimits = () => getJson(exchangeSettingsSchema, 'operator/exchange/settings');
export const putExchangeLimits = (update: ExchangeSettingsUpdate) =>
  request(exchangeSettingsUpdateResponseSchema, 'operator/exchange/settings', { method: 'put', json: update });
export const getWaitingMarkets = () => getJson(waitingMarketsResponseSchema, 'operator/exchange/markets/waiting');
export const settleExchangeMarket = (marketKey: string, winners: string[], reason: string) =>
  postJson(settleMarketResponseSchema, `operator/exchange/markets/${encodeURIComponent(marketKey)}/settle`, { winners, reason });
export const rollBackExchangeMarket = (marketKey: string, reason: string) =>
  postJson(rollbackMarketResponseSchema, `operator/exchange/markets/${encodeURIComponent(marketKey)}/rollback`, { reason });
