// A route loads only its own string namespaces. A key written with another namespace
// ('records:status.pending') is not waited for by useTranslation of the component's own namespace, so
// every namespace a feature's files name that way must be in its routes' list (or bundled).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_NAMESPACES } from '../lib/i18n.ts';
import { ROUTES } from './routes.ts';

const BUNDLED = ['common', 'shell', 'home', 'titles'];
const FEATURES = join(import.meta.dirname, '..', 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The namespaces a feature's files name in a prefixed key or in useTranslation. */
function namespacesNamedBy(feature: string): string[] {
  const named = new Set<string>();
  const alternatives = ALL_NAMESPACES.map((ns) => ns.replace(/[.-]/g, '\\$&')).join('|');
  const prefixed = new RegExp(`['"\`](${alternatives}):[\\w$]`, 'g');
  const hook = /useTranslation\(\[?([^)\]]*)/g;
  for (const file of sourceFiles(join(FEATURES, feature))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(prefixed)) named.add(m[1]!);
    for (const m of text.matchAll(hook)) for (const ns of m[1]!.matchAll(/'([\w.-]+)'/g)) named.add(ns[1]!);
  }
  return [...named].sort();
}

/** Each route's feature folder, read from the route table's source. */
function routeFeatures(): Map<string, string> {
  const source = readFileSync(join(import.meta.dirname, 'routes.ts'), 'utf8');
  const features = new Map<string, string>();
  for (const line of source.split('\n')) {
    const path = /path: '([^']+)'/.exec(line)?.[1];
    const feature = /features\/([\w-]+)\//.exec(line)?.[1] ?? (line.includes('page(homePage') ? 'home' : undefined);
    if (path && feature) features.set(path, feature);
  }
  return features;
}

describe('the route table', () => {
  it("names, for every route, each namespace its feature's files use, beyond the bundled ones", () => {
    const features = routeFeatures();
    expect(features.size).toBe(ROUTES.length);
    const missing: string[] = [];
    for (const route of ROUTES) {
      const feature = features.get(route.path)!;
      for (const ns of namespacesNamedBy(feature)) {
        if (!BUNDLED.includes(ns) && !route.component.namespaces.includes(ns)) missing.push(`${route.path} (${feature}): ${ns}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives the home screen nothing beyond the bundled namespaces, so its first paint waits for no strings', () => {
    const home = ROUTES.find((r) => r.path === '/')!;
    expect(home.component.namespaces.filter((ns) => !BUNDLED.includes(ns))).toEqual([]);
  });
});
