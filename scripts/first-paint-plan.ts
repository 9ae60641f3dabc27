// Build step (vite plugin): writes dist/first-paint.json, each client route's files for its first
// paint beyond the entry's: its screen's chunk with the chunks it imports, their stylesheets, and the
// English string chunks of its namespaces. The server (server/pages/page-variants.ts) writes them into that
// route's index.html as modulepreload / preload links, so a phone asks for them with the entry
// instead of one round trip after it (docs/decisions/0140: html → entry → screen
// chunk → strings was a chain of round trips before any script ran).
//
// The routes are read from src/app/routes.ts, one route per line: `{ path: '…', … import('…') …, ['ns', …]) }`
// (or a named loader `page(homePage, […])` whose `const homePage = …` imports the screen). A line
// with a route this cannot read fails the build, so the table never silently goes stale.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { inlineScript } from '../server/pages/page-variants.ts';
import { EARLY_CALLS } from '../src/early/early-call-table.ts';
import { EARLY_MODULE } from './early-entry.ts';

export interface RouteFiles {
  scripts: string[];
  styles: string[];
  /** The early script's built file (src/early/), on the routes whose first screen waits for the player's own
   *  calls: the server writes its code into those pages (server/pages/page-variants.ts). */
  early?: string;
}
export const FIRST_PAINT_PLAN = 'first-paint.json';

interface RouteLine {
  path: string;
  module: string;
  namespaces: string[];
}

export function readRouteLines(source: string): RouteLine[] {
  const loaders = new Map<string, string>();
  // A top-level `const name = () => { … import('…') … };` (indented lines are its body).
  let current: string | null = null;
  for (const line of source.split('\n')) {
    const start = /^const (\w+) = /.exec(line);
    if (start) current = start[1]!;
    else if (!/^\s/.test(line)) current = null;
    const imported = /import\('([^']+)'\)/.exec(line)?.[1];
    if (current && imported && !loaders.has(current)) loaders.set(current, imported);
  }
  const lines: RouteLine[] = [];
  for (const line of source.split('\n')) {
    const route = /^\s*\{ path: '([^']+)'.*component: page\((.*)\) \},?\s*$/.exec(line);
    if (!route) continue;
    if (/ALL_NAMESPACES$/.test(route[2]!)) continue; // the operator console and the gallery: not a player's first visit
    const direct = /import\('([^']+)'\)/.exec(route[2]!)?.[1];
    const named = /^(\w+),/.exec(route[2]!)?.[1];
    const module = direct ?? (named ? loaders.get(named) : undefined);
    const namespaces = /\[([^\]]*)\]$/
      .exec(route[2]!)?.[1]
      ?.match(/'([^']+)'/g)
      ?.map((s) => s.slice(1, -1));
    if (!module || !namespaces) throw new Error(`first-paint plan: cannot read the route line: ${line.trim()}`);
    lines.push({ path: route[1]!, module: resolve('src/app', module), namespaces });
  }
  return lines;
}

interface OutChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  code: string;
  viteMetadata?: { importedCss: Set<string> };
}

export function firstPaintPlan(): Plugin {
  return {
    name: 'chakka-first-paint-plan',
    apply: 'build',
    // After vite's own steps, which drop the chunks that only held CSS (their stylesheets move to the
    // chunks that imported them): the plan must name only files that are written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is OutChunk & typeof c => c.type === 'chunk') as unknown as OutChunk[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const isEarly = (c: OutChunk) => c.facadeModuleId !== null && EARLY_MODULE.test(c.facadeModuleId);
        const entry = chunks.find((c) => c.isEntry && !isEarly(c));
        const early = chunks.find((c) => c.isEntry && isEarly(c));
        // The server writes the early script into the page (server/pages/page-variants.ts): it must import nothing, and
        // nothing in it may end the <script> element it is written in.
        if (early && early.imports.length > 0) throw new Error(`first-paint plan: the early script imports ${early.imports.join(', ')}; it must stay one file`);
        if (early && inlineScript(early.code) === null) throw new Error('first-paint plan: the early script has text that would end its <script> element');
        const inEntry = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const i of byFile.get(file)?.imports ?? []) walk(i, into);
        };
        if (entry) walk(entry.fileName, inEntry);
        const plan: Record<string, RouteFiles> = {};
        for (const route of readRouteLines(readFileSync('src/app/routes.ts', 'utf8'))) {
          const screen = chunks.find((c) => c.facadeModuleId === route.module);
          if (!screen) throw new Error(`first-paint plan: no chunk for ${route.module} (route ${route.path})`);
          const files = new Set<string>();
          walk(screen.fileName, files);
          for (const ns of route.namespaces) {
            const strings = chunks.find((c) => c.name === `locale-en-${ns}`);
            if (strings) files.add(strings.fileName);
          }
          const scripts = [...files].filter((f) => !inEntry.has(f));
          const styles = [...new Set(scripts.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))];
          plan[route.path] = { scripts, styles, ...(early && Object.hasOwn(EARLY_CALLS, route.path) ? { early: early.fileName } : {}) };
        }
        for (const route of Object.keys(EARLY_CALLS)) if (!plan[route]) throw new Error(`first-paint plan: the early calls name ${route}, which is no route`);
        this.emitFile({ type: 'asset', fileName: FIRST_PAINT_PLAN, source: `${JSON.stringify(plan, null, 1)}\n` });
      },
    },
  };
}
