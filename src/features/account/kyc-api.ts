// The player's identity verification (/api/kyc): their state, and the upload of a document and a selfie.
import { kycStateResponseSchema, kycSubmitResponseSchema, type KycDocumentKind } from '../../../contracts/kyc.ts';
import { getJson, request } from '../../lib/api.ts';

export const getKyc = async () => (await getJson(kycStateResponseSchema, 'kyc')).data;

export interface KycForm {
  document_kind: KycDocumentKind;
  full_name: string;
  document_number: string;
  front: File | null;
  back: File | null;
  selfie: File | null;
}

export function submitKyc(form: KycForm) {
  const body = new FormData();
  body.set('document_kind', form.document_kind);
  body.set('full_name', form.full_name);
  body.set('document_number', form.document_number);
  for (const name of ['front', 'back', 'selfie'] as const) {
    const file = form[name];
    if (file && !(name === 'back' && form.document_kind === 'passport')) body.set(name, file);
  }
  return request(kycSubmitResponseSchema, 'kyc', { method: 'post', body });
}
