// Reads a recording line by line as a stream, whatever its compression: Betfair's historical data
// service ships bzip2, others gzip, and a capture of the live stream is plain. The compression is told by
// the file's first bytes, not its name. Streaming keeps a six-day file from ever being one string, and
// async iteration reads only as fast as the replay consumes.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import unbzip2 from 'unbzip2-stream';

export type Compression = 'gzip' | 'bzip2' | 'none';

export async function compressionOf(path: string): Promise<Compression> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(3);
    const { bytesRead } = await handle.read(head, 0, 3, 0);
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
    if (bytesRead === 3 && head.toString('latin1') === 'BZh') return 'bzip2';
    return 'none';
  } finally {
    await handle.close();
  }
}

async function openDecoded(path: string): Promise<Readable> {
  const compression = await compressionOf(path);
  const raw = createReadStream(path);
  if (compression === 'none') return raw.setEncoding('utf8');
  if (compression === 'gzip') {
    const gunzip = createGunzip();
    // pipe() does not pass a read error on: the decoder must fail too, or the reader waits forever.
    raw.on('error', (err) => gunzip.destroy(err));
    return raw.pipe(gunzip);
  }
  // unbzip2-stream is an old-style stream (not async iterable): wrap() gives it pause-based backpressure.
  const bunzip = raw.pipe(unbzip2());
  const out = new Readable().wrap(bunzip);
  raw.on('error', (err) => out.destroy(err));
  return out;
}

/** The file's lines (without their line ends), the last one even without a final newline. */
export async function* readLines(path: string): AsyncGenerator<string> {
  const stream = await openDecoded(path);
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  for await (const chunk of stream) {
    rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
    let start = 0;
    let end = rest.indexOf('\n', start);
    while (end !== -1) {
      yield rest.charCodeAt(end - 1) === 13 ? rest.slice(start, end - 1) : rest.slice(start, end);
      start = end + 1;
      end = rest.indexOf('\n', start);
    }
    rest = rest.slice(start);
  }
  rest += decoder.decode();
  if (rest.length > 0) yield rest;
}
