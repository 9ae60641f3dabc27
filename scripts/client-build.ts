// Builds the client when dist/ is missing or older than any of its sources.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'contracts',
  'workers',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/first-paint-plan.ts',
  'scripts/chunk-groups.ts',
  'scripts/early-entry.ts',
  'package-lock.json',
  'public',
];
const DIST = process.env.DIST_DIR ?? 'dist';
const STAMP = `${DIST}/.build-stamp`;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function clientBuildIsStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(`${DIST}/index.html`)) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

export async function buildClientIfStale(): Promise<boolean> {
  if (!clientBuildIsStale()) return false;
  console.log('Building the client (dist/ is missing or stale)…');
  const { build } = await import('vite');
  // vite's build sets NODE_ENV=production for the rest of the process; the server started after it
  // must see the environment it was given (config.ts reads NODE_ENV for what is off in production).
  const nodeEnv = process.env.NODE_ENV;
  await build({ logLevel: 'warn', build: { outDir: DIST, emptyOutDir: true } });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  markClientBuilt();
  return true;
}

/** Records that DIST_DIR holds a build of the sources as they are now (scripts/size.ts builds one too). */
export function markClientBuilt() {
  writeFileSync(STAMP, new Date().toISOString());
}
