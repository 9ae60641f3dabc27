// The player's side of KYC: their verification state (and the withdrawal amount that needs it), and the
// upload of an identity document with a selfie. Staff review it in server/operator/kyc/routes.ts.
import { answers, createArea, defineRoute, selfReadBody } from '../lib/route.ts';
import { readBodyFields } from '../lib/body.ts';
import { parseOrFail } from '../lib/validate.ts';
import { requirePlayer } from '../middleware/auth.ts';
import { kycState, submitKyc } from '../operator/kyc/service.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { kycStateResponseSchema, kycSubmitFieldsSchema, kycSubmitResponseSchema } from '../../contracts/kyc.ts';

const tags: ['kyc'] = ['kyc'];

const state = defineRoute({
  method: 'get',
  path: '/kyc',
  access: 'player',
  tags,
  summary: "The player's identity verification, and the withdrawal amount above which it is needed",
  responses: answers({ 200: kycStateResponseSchema }),
});
const submit = defineRoute({
  method: 'post',
  path: '/kyc',
  access: 'player',
  tags,
  summary: 'Send an identity document (a national ID card, both sides, or a passport) and a selfie (multipart)',
  request: {
    body: selfReadBody(
      kycSubmitFieldsSchema,
      {
        front: 'The front of the card, or the passport photo page',
        back: 'The back of the national ID card (not for a passport)',
        selfie: 'A photo of the face',
      },
      'A multipart form with the fields and the photos (JPEG, PNG or WebP)',
    ),
  },
  responses: answers({ 201: kycSubmitResponseSchema }),
});

/** A file part that holds something (a browser sends an empty part for an empty file input). */
const filled = (file: File | undefined) => (file && file.size > 0 ? file : undefined);

export const kycRoutes = createArea()
  .openapi(state, async (c) => {
    const user = requirePlayer(c);
    return c.json({ data: await kycState(c.var.deps.database.db, user.id) }, 200);
  })
  .openapi(submit, async (c) => {
    const user = requirePlayer(c);
    const { fields, files } = await readBodyFields(c);
    const input = parseOrFail(kycSubmitFieldsSchema, fields);
    const { deps } = c.var;
    await submitKyc(
      deps.database.db,
      deps.config.uploadDir,
      user.id,
      { fields: input, front: filled(files.front), back: filled(files.back), selfie: filled(files.selfie) },
      deps.now(),
    );
    return c.json({ message: MESSAGES.kycSubmitted, data: await kycState(deps.database.db, user.id) }, 201);
  });
