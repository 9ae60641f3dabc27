// The trader's desk calls (server/exchange/trading/routes.ts), parsed by their contracts.
import {
  tradedEventSavedSchema,
  tradedMarketSavedSchema,
  tradedResultSchema,
  tradingEventSchema,
  tradingEventsResponseSchema,
  type EditTradedMarketRequest,
  type MoveTradedMarketRequest,
  type OpenBookmakerRequest,
  type OpenFancyLineRequest,
  type SettleTradedMarketRequest,
  type TradedMarket,
  type TradedStateRequest,
  type VoidTradedMarketRequest,
} from '../../../../contracts/exchange-trading.ts';
import { ApiError, getJson, postJson, request } from '../../../lib/api.ts';

/** The catalogue code of a failed call: its first field's message, else its own. */
export const codeOf = (err: unknown) => (err instanceof ApiError ? Object.values(err.errors ?? {})[0] || err.code || err.message : 'unexpectedError');

export const getTradingEvents = () => getJson(tradingEventsResponseSchema, 'operator/trading/events');
export const getTradingEvent = (eventId: string) => getJson(tradingEventSchema, `operator/trading/events/${encodeURIComponent(eventId)}`);
export const openFancyLine = (line: OpenFancyLineRequest) => postJson(tradedMarketSavedSchema, 'operator/trading/lines', line);
export const moveTradedMarket = (id: number, step: MoveTradedMarketRequest) => postJson(tradedMarketSavedSchema, `operator/trading/markets/${id}/move`, step);
export const setTradedState = (id: number, state: TradedStateRequest) => postJson(tradedMarketSavedSchema, `operator/trading/markets/${id}/state`, state);
/** The bookmaker's own switch: open unless it is open (suspended or ball running), else suspended. */
export const toggleBookmaker = (bookmaker: TradedMarket) =>
  setTradedState(bookmaker.id, { state: bookmaker.state === 'open' ? 'suspended' : 'open', held: false });
export const setEventState = (eventId: string, state: TradedStateRequest) =>
  postJson(tradedEventSavedSchema, `operator/trading/events/${encodeURIComponent(eventId)}/state`, state);
export const settleTradedMarket = (id: number, result: SettleTradedMarketRequest) =>
  postJson(tradedResultSchema, `operator/trading/markets/${id}/settle`, result);
export const voidTradedMarket = (id: number, why: VoidTradedMarketRequest) => postJson(tradedResultSchema, `operator/trading/markets/${id}/void`, why);
export const rollBackTradedMarket = (id: number, why: VoidTradedMarketRequest) => postJson(tradedResultSchema, `operator/trading/markets/${id}/rollback`, why);
export const openBookmaker = (bookmaker: OpenBookmakerRequest) => postJson(tradedMarketSavedSchema, 'operator/trading/bookmakers', bookmaker);
export const editTradedMarket = (id: number, change: EditTradedMarketRequest) =>
  request(tradedMarketSavedSchema, `operator/trading/markets/${id}`, { method: 'put', json: change });
