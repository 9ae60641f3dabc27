// The VIP screen's calls, parsed by contracts/.
import { userShowResponseSchema } from '../../../contracts/account.ts';
import { convertVipResponseSchema, vipStatusResponseSchema } from '../../../contracts/engagement.ts';
import { IDEMPOTENCY_HEADER } from '../../../contracts/wallet.ts';
import { getJson, request } from '../../lib/api.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';

const remoteId = () => store.get(sessionAtom)?.remote_id ?? '';

export const getUserShow = () => getJson(userShowResponseSchema, 'user/show', { remote_id: remoteId() });
export const getVipStatus = async () => (await getJson(vipStatusResponseSchema, 'vip-status')).data;
/** The wire's GET; the key makes a retried attempt convert once. */
export const convertVip = (points: number, key: string) =>
  request(convertVipResponseSchema, 'convert-vipcoin', {
    method: 'get',
    searchParams: { remote_id: remoteId(), vip_coin: points },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
