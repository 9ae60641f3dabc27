// `npm run size`: the size of the JavaScript loaded for the first paint of `/` as a browser receives
// it (the brotli file the build wrote, scripts/precompress.ts; gzip beside it): the entry chunk, its
// static imports, and the home screen's lazy chunk with its imports.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { markClientBuilt } from './client-build.ts';

export const FIRST_PAINT_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

export function firstPaintFiles(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  // The app's entry (index.html), not the early script's (src/early/, linked only on signed-in routes).
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('no entry chunk in the manifest');
  visit(entry);
  visit('src/features/home/home-page.tsx');
  return [...files].filter((f) => f.endsWith('.js'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm test` passes the browser tests' DIST_DIR: the server they start then serves this very build
  // instead of building the client a second time (scripts/client-build.ts sees it is fresh).
  const outDir = process.env.DIST_DIR ?? '.tmp/size-dist';
  await build({ logLevel: 'warn', build: { manifest: true, outDir, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  if (process.env.DIST_DIR) {
    // The manifest is for this script only: a served build has no use for it.
    rmSync(`${outDir}/.vite`, { recursive: true, force: true });
    markClientBuilt();
  }
  let total = 0;
  let totalGzip = 0;
  for (const file of firstPaintFiles(manifest)) {
    const path = `${outDir}/${file}`;
    const gz = gzipSync(readFileSync(path)).length;
    // What the server sends a browser: the .br when the build kept one, else the file as it is.
    const sent = readFileSync(existsSync(`${path}.br`) ? `${path}.br` : path).length;
    total += sent;
    totalGzip += gz;
    console.log(`${(sent / 1024).toFixed(1).padStart(7)} KB sent  ${(gz / 1024).toFixed(1).padStart(7)} KB gzip  ${file}`);
  }
  const ok = total <= FIRST_PAINT_BUDGET_BYTES;
  console.log(
    `First paint of /: ${(total / 1024).toFixed(1)} KB of JavaScript as sent (brotli; gzip ${(totalGzip / 1024).toFixed(1)} KB) (budget ${FIRST_PAINT_BUDGET_BYTES / 1024} KB): ${ok ? 'within budget' : 'OVER BUDGET'}`,
  );
  process.exit(ok ? 0 : 1);
}
