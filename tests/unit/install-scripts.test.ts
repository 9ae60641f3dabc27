// A production dependency that runs a script when installed runs code on every machine that installs the
// site, before any test: each one is allowed here by name, on purpose, with why (decision 0222).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ALLOWED: Record<string, string> = {
  // Its postinstall only checks that the platform binary (an optional dependency) is in place; npm 11
  // skips it and esbuild works without it.
  esbuild: 'checks its own platform binary',
};

interface Locked {
  dev?: boolean;
  devOptional?: boolean;
  hasInstallScript?: boolean;
}

describe('install scripts of production dependencies', () => {
  it('are only the ones allowed on purpose', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Locked> };
    const withScripts = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && p.hasInstallScript && !p.dev && !p.devOptional)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect([...new Set(withScripts)].sort()).toEqual(Object.keys(ALLOWED).sort());
  });
});
