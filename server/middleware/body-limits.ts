// Request bodies are capped before anything reads them: 64 KB for every body (the largest JSON call,
// a system notice of 5,000 characters, is far below it), and the receipt cap for the one route that
// takes an upload. A declared Content-Length over the cap is refused without reading a byte; a body
// without one (chunked) is read only up to the cap. Either way the answer is 413 from the catalogue.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { fail } from '../lib/errors.ts';
import { RECEIPT_MAX_BYTES } from '../../contracts/wallet.ts';

export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** The receipt itself plus its form fields and multipart boundaries. */
export const UPLOAD_BODY_MAX_BYTES = RECEIPT_MAX_BYTES + 64 * 1024;
/** Routes that take a multipart upload (a deposit's receipt); every other body gets the JSON cap. */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set(['/api/submit-deposit']);

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => { throw fail(413, 'requestTooLarge', { max: String(JSON_BODY_MAX_BYTES / 1024) }); },
});

const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_MAX_BYTES,
  onError: () => { throw fail(413, 'receiptTooLarge', { max: String(RECEIPT_MAX_BYTES / 1024 / 1024) }); },
});

export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) => {
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  return multipart && UPLOAD_PATHS.has(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next);
};
