// Precompresses the built client once, at build time: next to every compressible file of dist/ a
// `.br` (brotli, quality 11) and a `.gz` (gzip, level 9). The server (server/pages/client-files.ts) sends the one
// the browser accepts, so no request pays for compression and phones get the smallest bytes
// (docs/decisions/0090-precompressed-static-assets.md). A vite plugin of our own, not a package:
// node:zlib does both encodings, and the step is a dozen lines.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text-like files worth compressing; images and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm|map|ico)$/i;
/** Below this a compressed file saves less than a packet. */
export const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes the .br and .gz of each compressible file in `dir`; returns how many files it compressed. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    // Keep a variant only where it is really smaller; the server falls back to the plain file.
    if (br.length < bytes.length * 0.95) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length * 0.95) writeFileSync(`${path}.gz`, gz);
    count++;
  }
  return count;
}

/** Runs after vite has written every file (chunks, CSS, the copied public/ folder). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'chakka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
