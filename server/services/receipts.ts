// Deposit receipt images: accepted by content (magic bytes), not by the name or type the browser
// claims; size-limited; stored under config.uploadDir/receipts with a random name.
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

/** Validates and stores a receipt; answers the stored name (relative to the receipts folder). */
export async function saveReceipt(uploadDir: string, file: File): Promise<{ path: string; mime: string; bytes: Uint8Array }> {
  if (file.size > RECEIPT_MAX_BYTES) throw fail(413, 'receiptTooLarge', { max: String(RECEIPT_MAX_BYTES / 1024 / 1024) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw fail(422, 'receiptInvalid');
  const dir = join(uploadDir, 'receipts');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await writeFile(join(dir, name), bytes);
  return { path: name, mime: kind.mime, bytes };
}

export async function readReceipt(uploadDir: string, name: string): Promise<Uint8Array | null> {
  if (!/^[0-9a-f]{32}\.(jpg|png|webp)$/.test(name)) return null;
  try {
    return new Uint8Array(await readFile(join(uploadDir, 'receipts', name)));
  } catch {
    return null;
  }
}
