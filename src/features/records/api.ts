// The transaction and turnover records (spec part 2 §7.6), parsed by contracts/wallet.ts.
import { transactionListResponseSchema, turnoverListResponseSchema } from '../../../contracts/wallet.ts';
import { getJson } from '../../lib/api.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';

const remoteId = () => store.get(sessionAtom)?.remote_id ?? '';

export const getTransactions = async () => (await getJson(transactionListResponseSchema, 'transaction/show', { remote_id: remoteId() })).data;
export const getTurnovers = async () => (await getJson(turnoverListResponseSchema, 'turnovers', { remote_id: remoteId() })).data;
