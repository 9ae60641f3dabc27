// The player's exchange betting calls (server/exchange/bets/routes.ts), parsed by their contracts.
// Same shape as every feature's api.ts: contract import, fetcher, hook. Bets and cash outs carry an
// Idempotency-Key made once per press of the button, so a retry of the same press cannot bet twice.
import {
  DEVICE_HEADER,
  cancelBetResponseSchema,
  cashOutQuoteSchema,
  cashOutResponseSchema,
  listBetsResponseSchema,
  placeBetResponseSchema,
  positionsResponseSchema,
  stakeLimitsSchema,
  voidedMarketsResponseSchema,
  type ListBetsQuery,
  type PlaceBetRequest,
  type StakeLimitsQuery,
} from '../../../../contracts/exchange-bets.ts';
import { exchangeSettingsSchema, type ExchangeSettings } from '../../../../contracts/exchange-operator.ts';
import { activityLogResponseSchema, balanceOverviewSchema, profitLossResponseSchema, type ProfitLossQuery } from '../../../../contracts/exchange-records.ts';
import { getJson, request } from '../../../lib/api.ts';
import { deviceId } from '../../../lib/device-id.ts';
import { useRead } from '../../../lib/use-read.ts';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
type Query = Record<string, string | number>;
/** Drops the filters left empty, so the query string carries only what was chosen. */
const given = (q: object): Query => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Query;

export const newIdempotencyKey = () => crypto.randomUUID();

/** A bet carries its press's key and the browser's device id (src/lib/device-id.ts: a risk signal only). */
export const placeBet = (bet: PlaceBetRequest, key: string) => {
  const device = deviceId();
  return request(placeBetResponseSchema, 'exchange/bets', {
    method: 'post',
    json: bet,
    headers: { [IDEMPOTENCY_HEADER]: key, ...(device ? { [DEVICE_HEADER]: device } : {}) },
  });
};
export const cancelBet = (betId: number) => request(cancelBetResponseSchema, `exchange/bets/${betId}`, { method: 'delete' });
export const getBets = (query: ListBetsQuery) => getJson(listBetsResponseSchema, 'exchange/bets', given(query));
export const getPositions = (query: { eventId?: string; marketId?: string }) => getJson(positionsResponseSchema, 'exchange/positions', given(query));
export const getCashOutQuote = (marketId: string) => getJson(cashOutQuoteSchema, 'exchange/cash-out', { marketId });
export const cashOut = (marketId: string, amount: number, key: string) =>
  request(cashOutResponseSchema, 'exchange/cash-out', { method: 'post', json: { marketId, amount }, headers: { [IDEMPOTENCY_HEADER]: key } });
export const getBalanceOverview = () => getJson(balanceOverviewSchema, 'exchange/balance-overview');
export const getProfitLoss = (query: ProfitLossQuery) => getJson(profitLossResponseSchema, 'exchange/profit-loss', given(query));
export const getActivity = (before?: string) => getJson(activityLogResponseSchema, 'exchange/activity', given({ limit: 50, before }));
export const getExchangeSettings = (): Promise<ExchangeSettings> => getJson(exchangeSettingsSchema, 'exchange/settings');
/** The limits this player's bet on one market is held to (the type's default, an event's, the market's or their own). */
export const getStakeLimits = (market: StakeLimitsQuery) => getJson(stakeLimitsSchema, 'exchange/stake-limits', { ...market });

/** The operator's limits change rarely: read once per page load, shared by the odds view and the slip. */
export const useExchangeSettings = () => useRead('exchange-settings', getExchangeSettings, { shared: true });

/** How often the odds view asks whether its market was voided (the feed does not say so). */
export const VOIDED_POLL_MS = 15_000;
/** One event's voided markets, or (no eventId) the voided runner markets of every listed event. */
export const getVoidedMarkets = (eventId?: string) => getJson(voidedMarketsResponseSchema, 'exchange/voided-markets', eventId === undefined ? {} : { eventId });
