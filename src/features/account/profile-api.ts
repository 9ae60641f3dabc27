// Profile calls: the player, extra phones, codes, birthday.
import { z } from 'zod';
import { otherPhonesResponseSchema, profileUpdateResponseSchema, userShowResponseSchema } from '../../../contracts/account.ts';
import { getJson, postJson } from '../../lib/api.ts';

// Code and verify calls answer a message; a looser schema keeps an extra field from failing them.
const answer = z.object({ message: z.string().optional() }).passthrough();

export const getUser = (remoteId: string) => getJson(userShowResponseSchema, 'user/show', { remote_id: remoteId });
export const getOtherPhones = () => getJson(otherPhonesResponseSchema, 'get/other/phone');
export const updateBirthday = (remoteId: string, dofb: string) => postJson(profileUpdateResponseSchema, 'user/profile/update', { remote_id: remoteId, dofb });

export const sendPhoneCode = (phone: string) => postJson(answer, 'send-verification-code', { phone });
export const sendEmailCode = (email: string) => postJson(answer, 'send-verification-code', { email });
export const verifyPhone = (code: string) => postJson(answer, 'verify-phone-number', { verification_code: code });
export const verifyEmail = (code: string) => postJson(answer, 'verify-email', { code });
/** Adding a phone is two calls: register the number, then send its code. */
export async function addPhoneAndSendCode(phone: string) {
  await postJson(answer, 'add/number', { phone });
  return postJson(answer, 'add/send-verification-code', { phone });
}
export const verifyAddedPhone = (code: string) => postJson(answer, 'add/verify-phone-number', { verification_code: code });
