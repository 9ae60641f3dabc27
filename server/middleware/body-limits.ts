// Request bodies are capped before anything reads them: 64 KB for every body (the largest JSON call,
// a system notice of 5,000 characters, is far below it), and the receipt cap for the one route that
// takes an upload. A declared Content-Length over the cap is refused without reading a byte; a body
// without one (chunked) is read only up to the cap. Either way the answer is 413 from the catalogue.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { RECEIPT_MAX_BYTES } from '../../contracts/wallet.ts';
import { KYC_FILE_MAX_BYTES } from '../../contracts/kyc.ts';

export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** The receipt itself plus its form fields and multipart boundaries. */
const UPLOAD_BODY_MAX_BYTES = RECEIPT_MAX_BYTES + 64 * 1024;
/** The three photos of a KYC submission (front, back, selfie) plus the form fields. */
const KYC_BODY_MAX_BYTES = 3 * KYC_FILE_MAX_BYTES + 64 * 1024;
/** Routes that take a multipart upload (a deposit's receipt, KYC photos); every other body gets the JSON cap. */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set(['/api/submit-deposit', '/api/kyc']);

const tooLarge = (key: 'requestTooLarge' | 'receiptTooLarge') =>
  key === 'requestTooLarge'
    ? fail(413, 'requestTooLarge', { max: String(JSON_BODY_MAX_BYTES / 1024) })
    : fail(413, 'receiptTooLarge', { max: String(RECEIPT_MAX_BYTES / 1024 / 1024) });

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw tooLarge('requestTooLarge');
  },
});
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_MAX_BYTES,
  onError: () => {
    throw tooLarge('receiptTooLarge');
  },
});
const kycTooLarge = () => fail(413, 'kycFileTooLarge', { max: String(KYC_FILE_MAX_BYTES / 1024 / 1024) });
const kycLimit = bodyLimit({
  maxSize: KYC_BODY_MAX_BYTES,
  onError: () => {
    throw kycTooLarge();
  },
});

/**
 * The cap, decided from the request line and headers whenever they suffice. hono's bodyLimit first asks
 * `c.req.raw.body`, which makes @hono/node-server build a full WHATWG Request (with its AbortSignal)
 * for every request: on a GET that was most of the exchange 304 path's time in the server
 * (docs/decisions/0125). A GET or HEAD has no body for any route to read (the Request built from it
 * never carries one), and a declared Content-Length without Transfer-Encoding is judged exactly as
 * bodyLimit judges it, without reading a byte; only a body of unknown length goes through bodyLimit,
 * which counts it as it is read.
 */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const declared = c.req.header('content-length');
  const chunked = c.req.header('transfer-encoding') !== undefined;
  // HTTP/1.1 from a socket with neither header has no body at all (RFC 9112 §6.3), as Node's parser reads
  // it: a POST /api/balance is such a call. (In-process requests, as tests make them, carry a stream.)
  if (declared === undefined && !chunked && (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.httpVersionMajor === 1) return next();
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  const upload = multipart && UPLOAD_PATHS.has(c.req.path);
  const kyc = upload && c.req.path === '/api/kyc';
  if (declared !== undefined && !chunked) {
    const cap = kyc ? KYC_BODY_MAX_BYTES : upload ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
    if (Number.parseInt(declared, 10) > cap) throw kyc ? kycTooLarge() : upload ? tooLarge('receiptTooLarge') : tooLarge('requestTooLarge');
    return next();
  }
  return kyc ? kycLimit(c, next) : upload ? uploadLimit(c, next) : jsonLimit(c, next);
};
