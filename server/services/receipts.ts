// Uploaded images (deposit receipts, KYC documents): accepted by content (magic bytes), not by the name or
// type the browser claims; size-limited; stored under config.uploadDir/<folder> with a random name.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail } from '../lib/errors.ts';
import { RECEIPT_MAX_BYTES } from '../../contracts/wallet.ts';

export function sniffImage(b: Uint8Array): { mime: string; ext: string } | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return { mime: 'image/png', ext: 'png' };
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** What an image upload is refused with: too large, or not an image by its bytes. */
export interface ImageRefusals {
  maxBytes: number;
  tooLarge: 'receiptTooLarge' | 'kycFileTooLarge';
  invalid: 'receiptInvalid' | 'kycFileInvalid';
}

const RECEIPT_RULES: ImageRefusals = { maxBytes: RECEIPT_MAX_BYTES, tooLarge: 'receiptTooLarge', invalid: 'receiptInvalid' };
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/**
 * Checks an uploaded image (the size first, then the type from its bytes) and answers its bytes and
 * kind, writing nothing: a form with several images is checked whole before any file is stored.
 */
export async function checkImage(file: File, rules: ImageRefusals): Promise<{ bytes: Uint8Array; mime: string; ext: string }> {
  if (file.size > rules.maxBytes) throw fail(413, rules.tooLarge, { max: String(rules.maxBytes / 1024 / 1024) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw fail(422, rules.invalid);
  return { bytes, ...kind };
}

/** Stores checked bytes under uploadDir/folder with a random name; answers the name. */
export async function storeImage(uploadDir: string, folder: string, image: { bytes: Uint8Array; ext: string }): Promise<string> {
  const dir = join(uploadDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
  await writeFile(join(dir, name), image.bytes);
  return name;
}

/** A stored image's bytes, only for a name this module made (no path can be smuggled in). */
export async function readImage(uploadDir: string, folder: string, name: string): Promise<Uint8Array | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    return new Uint8Array(await readFile(join(uploadDir, folder, name)));
  } catch {
    return null;
  }
}

/** Validates and stores a receipt; answers the stored name (relative to the receipts folder). */
export async function saveReceipt(uploadDir: string, file: File): Promise<{ path: string; mime: string; bytes: Uint8Array }> {
  const image = await checkImage(file, RECEIPT_RULES);
  return { path: await storeImage(uploadDir, 'receipts', image), mime: image.mime, bytes: image.bytes };
}

export const readReceipt = (uploadDir: string, name: string) => readImage(uploadDir, 'receipts', name);
