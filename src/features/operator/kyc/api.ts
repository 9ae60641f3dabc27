// The back office's KYC calls (/api/operator/kyc...), parsed by contracts/kyc.ts.
import {
  kycDecisionResponseSchema,
  kycQueueResponseSchema,
  kycSettingsResponseSchema,
  type KycRejectReason,
  type KycStatus,
} from '../../../../contracts/kyc.ts';
import { getJson, http, postJson, request } from '../../../lib/api.ts';

export const getKycQueue = async (status: KycStatus) => (await getJson(kycQueueResponseSchema, 'operator/kyc', { status })).data;
export const approveKyc = (id: number) => postJson(kycDecisionResponseSchema, `operator/kyc/${id}/approve`);
export const rejectKyc = (id: number, reason: KycRejectReason) => postJson(kycDecisionResponseSchema, `operator/kyc/${id}/reject`, { reason });
export const getKycSettings = async () => (await getJson(kycSettingsResponseSchema, 'operator/kyc-settings')).data;
export const putKycSettings = (withdrawal_threshold: string) =>
  request(kycSettingsResponseSchema, 'operator/kyc-settings', { method: 'put', json: { withdrawal_threshold } });

/** A photo needs the bearer token, so an <img src> cannot load it: fetch it and show a blob URL. */
export async function getPhotoUrl(address: string): Promise<string> {
  const blob = await http(address.replace(/^\/api\//, '')).blob();
  return URL.createObjectURL(blob);
}
