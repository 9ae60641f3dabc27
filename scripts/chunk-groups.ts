// How the client's modules are grouped into chunks (docs/decisions/0141). Left to the automatic
// splitting, every module shared by two screens became its own chunk of a few KB: a screen's first
// paint was the entry's files plus many more, and over HTTP/1.1 (a few connections at once) each wave of
// small files cost a round trip. Grouped, a screen loads the entry's
// files, its own chunk, one chunk of shared components, its area's shared code and its strings.
//
// The groups, highest priority first:
// - one chunk per language and namespace of strings (not the English ones bundled with the entry);
// - `vendor-shell`: the libraries every screen runs on (docs/decisions/0141);
// - `app-shell`: everything the entry imports statically (the `$initial` tag): it is all loaded at start
//   anyway, so one file instead of seven, and it holds no module the entry did not already load;
// - `ui`: the shared components (src/components) that the entry does not load, in one chunk: each is
//   under 1 KB compressed, so a screen paying for a few it does not show costs less than a round trip;
// - `area-<name>`: the code a feature area's screens share (src/features/<name>), never a screen itself
//   (each route's screen stays its own chunk, which the server's first-paint links name).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { EARLY_MODULE } from './early-entry.ts';
import { readRouteLines } from './first-paint-plan.ts';

/** The chunk of an on-demand locale file, or null for the bundled English first-paint ones (src/lib/i18n.ts). */
function localeChunkName(id: string): string | null {
  const m = /[\\/]locales[\\/](en|bn)[\\/]([^/\\.]+)[^/\\]*\.json$/.exec(id);
  if (!m || (m[1] === 'en' && ['common', 'shell', 'home', 'titles'].includes(m[2]!))) return null;
  return `locale-${m[1]}-${m[2]}`;
}

// The bottom sheet statically imports the animation library (~16 KB): it stays with the screens that show one.
const OWN_CHUNK_COMPONENTS = /[\\/]src[\\/]components[\\/]bottom-sheet\.tsx$/;
const VENDOR_SHELL = /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|wouter|regexparam|i18next|react-i18next|ky|use-sync-external-store)[\\/]/;

/**
 * Every module some file under src/ loads on demand (`import('./…')`): the home's notice popup, the bottom
 * sheet's animation, the install help, the screens. They stay chunks of their own, so a group never pulls
 * them (and their libraries, e.g. DOMPurify) into what a screen loads at once.
 */
export function onDemandModules(srcDir = 'src'): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    for (const m of readFileSync(file, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)) found.add(resolve(dirname(file), m[1]!).replace(/\\/g, '/'));
  }
  return found;
}

export function chunkGroups() {
  // Every route's screen module (src/app/routes.ts): they stay dynamic entries of their own.
  const onDemand = onDemandModules();
  for (const r of readRouteLines(readFileSync('src/app/routes.ts', 'utf8'))) onDemand.add(r.module.replace(/\\/g, '/'));
  const isOnDemand = (id: string) => onDemand.has(id.replace(/\\/g, '/'));
  // An area's own contracts (contracts/exchange.ts, contracts/exchange-*, contracts/casino-*: shared with the
  // server) belong to it, and so do the exchange's odds poller (workers/, also run in the odds worker) and
  // the atom families only its feed uses (left alone, each became a file of its own on the exchange's first paint).
  const areaOf = (id: string) =>
    /[\\/]src[\\/]features[\\/]([a-z-]+)[\\/]/.exec(id)?.[1] ??
    /[\\/]contracts[\\/](exchange|casino)(-[^\\/]+)?\.ts$/.exec(id)?.[1] ??
    (/[\\/]workers[\\/][^\\/]+$/.test(id) || /[\\/]node_modules[\\/]jotai-family[\\/]/.test(id) ? 'exchange' : null);
  return [
    { name: localeChunkName, debugName: 'locales', test: /[\\/]locales[\\/]/, priority: 40 },
    { name: 'vendor-shell', test: VENDOR_SHELL, priority: 30 },
    // Not the early script's modules: they are an entry's initial modules too, and must stay in its one file.
    { name: 'app-shell', tags: ['$initial' as const], test: (id: string) => !/[\\/]locales[\\/]/.test(id) && !EARLY_MODULE.test(id), priority: 20 },
    {
      name: 'ui',
      test: (id: string) => /[\\/]src[\\/]components[\\/]/.test(id) && !isOnDemand(id) && !OWN_CHUNK_COMPONENTS.test(id),
      priority: 10,
      includeDependenciesRecursively: false,
    },
    // The small helpers of src/lib the entry does not load (time, game launch, popup flags …), together;
    // not the sign-in challenge, whose hashing library only the sign-in and game screens need. With them, the
    // few modules of zod the entry does not load (z.iso, z.coerce: 92 bytes each, used by screens' contracts),
    // rather than each becoming a file of its own that a screen waits a round trip for.
    {
      name: 'lib',
      test: (id: string) => (/[/]src[/]lib[/]/.test(id) && !/[/]challenge\.ts$/.test(id)) || /[\\/]node_modules[\\/]zod[\\/]/.test(id),
      priority: 8,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string) => `area-${areaOf(id)}`,
      debugName: 'areas',
      test: (id: string) => areaOf(id) !== null && !isOnDemand(id) && !/\.worker\.ts/.test(id),
      priority: 5,
      includeDependenciesRecursively: false,
    },
  ];
}
