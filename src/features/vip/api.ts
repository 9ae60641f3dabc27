// The VIP screen's calls, parsed by contracts/.
import { userShowResponseSchema } from '../../../contracts/account.ts';
import { convertVipResponseSchema, vipStatusResponseSchema } from '../../../contracts/engagement.ts';
import { IDEMPOTENCY_HEADER } from '../../../contracts/wallet.ts';
import { getJson, postJson } from '../../lib/api.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';

const remoteId = () => store.get(sessionAtom)?.remote_id ?? '';

export const getUserShow = () => getJson(userShowResponseSchema, 'user/show', { remote_id: remoteId() });
export const getVipStatus = async () => (await getJson(vipStatusResponseSchema, 'vip-status')).data;
/** A POST, never the older wire's GET (a GET that moves money could be fetched ahead); the key makes a retried attempt convert once. */
export const convertVip = (points: number, key: string) =>
  postJson(convertVipResponseSchema, 'convert-vipcoin', { remote_id: remoteId(), vip_coin: points }, { [IDEMPOTENCY_HEADER]: key });
