// The transaction and turnover records, parsed by contracts/wallet.ts.
import { transactionListResponseSchema, turnoverListResponseSchema } from '../../../contracts/wallet.ts';
import { bettingRecordResponseSchema, type BETTING_RECORD_DATES } from '../../../contracts/games.ts';
import { getProviderResponseSchema, getTypeResponseSchema, type GameType } from '../../../contracts/content.ts';

export type BettingRecordDate = (typeof BETTING_RECORD_DATES)[number];
import { getJson } from '../../lib/api.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';

const remoteId = () => store.get(sessionAtom)?.remote_id ?? '';

export const getTransactions = async () => (await getJson(transactionListResponseSchema, 'transaction/show', { remote_id: remoteId() })).data;
export const getTurnovers = async () => (await getJson(turnoverListResponseSchema, 'turnovers', { remote_id: remoteId() })).data;

// The Settled tab of /betting-record (the casino's): settled rounds, and the filter's choices.
export const getBettingRecords = async (query: { platform?: string; game_type?: GameType; date: BettingRecordDate }) =>
  (
    await getJson(
      bettingRecordResponseSchema,
      'betting-record',
      Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>,
    )
  ).records;
export const getRecordProviders = async () => (await getJson(getProviderResponseSchema, 'get-provider')).data;
export const getRecordTypes = async () => (await getJson(getTypeResponseSchema, 'get-type')).types;
