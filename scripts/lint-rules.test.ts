// The project's boundaries are lint rules (biome.json, and scripts/shape-rules.ts for what Biome cannot
// express; docs/decisions/0185 and 0190). Each rule is shown to catch one real violation, and to leave
// the allowed case alone, on small files laid out like the project in a scratch folder, with the
// project's own configuration.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeViolations } from './shape-rules.ts';

const BIOME = join(process.cwd(), 'node_modules/.bin/biome');

/** path -> [source, whether the boundary rule must fire, the rule when it is not an import boundary] */
const FILES: Record<string, [string, boolean, string?]> = {
  'src/features/zz/imports-a-feature.ts': ["import { a } from '../wallet/api.ts';\nexport { a };\n", true],
  'src/features/zz/imports-a-feature-from-afar.ts': ["import { a } from '../../features/home/x.ts';\nexport { a };\n", true],
  'src/features/zz/imports-lib.ts': ["import { a } from '../../lib/format.ts';\nimport { b } from './own.ts';\nexport { a, b };\n", false],
  // A feature's sub-folders (the exchange's odds-view/, slip/ ...) import each other, never another feature.
  'src/features/zz/yy/imports-a-feature.ts': ["import { a } from '../../wallet/api.ts';\nexport { a };\n", true],
  'src/features/zz/yy/imports-a-feature-from-afar.ts': ["import { a } from '../../../features/home/x.ts';\nexport { a };\n", true],
  'src/features/zz/yy/imports-its-own-feature.ts': [
    "import { a } from '../../../lib/format.ts';\nimport { b } from '../xx/b.ts';\nimport { c } from '../c.ts';\nimport { d } from './d.ts';\nexport { a, b, c, d };\n",
    false,
  ],
  'src/features/zz/yy/makes-a-store.ts': ["import { createStore } from 'jotai';\nexport const s = createStore();\n", true],
  // The app composes the exchange's screens, never the parts a screen is made of.
  'src/app/imports-an-exchange-part.ts': ["import { a } from '../features/exchange/slip/bet-slip.tsx';\nexport { a };\n", true],
  'src/app/imports-the-exchange-frame.ts': ["import { a } from '../features/exchange/exchange-frame.tsx';\nexport { a };\n", true],
  'src/app/imports-exchange-screens.ts': [
    "export const a = () => import('../features/exchange/odds-view/odds-view-page.tsx');\nexport const b = () => import('../features/exchange/exchange-launch-page.tsx');\nimport { c } from '../features/wallet/x.ts';\nexport { c };\n",
    false,
  ],
  'src/features/zz/makes-a-store.ts': ["import { createStore } from 'jotai';\nexport const s = createStore();\n", true],
  'src/app/mounts-a-store.tsx': ["import { Provider } from 'jotai';\nexport { Provider };\n", true],
  'src/lib/store.ts': ["import { createStore } from 'jotai';\nexport const store = createStore();\n", false],
  'workers/imports-the-client.ts': ["import { a } from '../src/lib/format.ts';\nexport { a };\n", true],
  'workers/imports-contracts.ts': ["import { a } from '../contracts/exchange.ts';\nimport { b } from './diff.ts';\nexport { a, b };\n", false],
  'contracts/imports-the-server.ts': ["import { a } from '../server/lib/errors.ts';\nexport { a };\n", true],
  'contracts/imports-a-package.ts': ["import fc from 'fast-check';\nexport { fc };\n", true],
  'contracts/imports-zod.ts': ["import { z } from 'zod';\nimport { a } from './fields.ts';\nexport { z, a };\n", false],
  'server/routes/imports-the-client.ts': ["import { a } from '../../src/lib/format.ts';\nexport { a };\n", true],
  'server/routes/imports-contracts.ts': ["import { a } from '../../contracts/wallet.ts';\nexport { a };\n", false],
  'server/routes/runs-sql.ts': ["import { sql } from 'drizzle-orm';\nexport { sql };\n", true],
  'server/routes/reads-a-table.ts': ["import { users } from '../db/schema/index.ts';\nexport { users };\n", true],
  'server/routes/calls-a-service.ts': ["import { a } from '../services/wallet.ts';\nexport { a };\n", false],
  'server/routes/a-route.test.ts': ["import { sql } from 'drizzle-orm';\nexport { sql };\n", false],
  'server/services/reaches-into-the-exchange.ts': ["import { a } from '../exchange/bets/holds.ts';\nexport { a };\n", true],
  'server/routes/reaches-into-the-exchange.ts': ["import { a } from '../exchange/source/running-feed.ts';\nexport { a };\n", true],
  'server/mounts-the-exchange.ts': [
    "import { a } from './exchange/background.ts';\nimport { b } from './exchange/bets/routes.ts';\nimport { c } from './exchange/feed-api/not-modified-fast.ts';\nexport { a, b, c };\n",
    false,
  ],
  'server/cluster/follows-the-exchange.ts': ["import { a } from '../exchange/publication/follower.ts';\nexport { a };\n", false],
  'server/services/tests-the-exchange.test.ts': ["import { a } from '../exchange/bets/holds.ts';\nexport { a };\n", false],
  'server/exchange/desk/calls-the-bets.ts': [
    "import { a } from '../bets/settlement.ts';\nimport { b } from '../source/names-bn.ts';\nexport { a, b };\n",
    false,
  ],
  'server/exchange/bets/routes.ts': ["import { sql } from 'drizzle-orm';\nexport { sql };\n", true],
  'server/exchange/maths/reads-the-simulator.ts': ["import { a } from '../source/simulator/simulator.ts';\nexport { a };\n", true],
  'server/exchange/maths/imports-a-package.ts': ["import { sql } from 'drizzle-orm';\nexport { sql };\n", true],
  'server/exchange/maths/imports-contracts.ts': [
    "import { a } from '../../../contracts/exchange-bets.ts';\nimport { b } from './price.ts';\nexport { a, b };\n",
    false,
  ],
  'server/exchange/source/reads-the-bets.ts': ["import { a } from '../bets/holds.ts';\nexport { a };\n", true],
  'server/exchange/source/simulator/reads-the-feed-api.ts': ["import { a } from '../../feed-api/answer-cache.ts';\nexport { a };\n", true],
  'server/exchange/source/uses-the-maths.ts': [
    "import { a } from '../maths/price.ts';\nimport { b } from './simulator/simulator.ts';\nexport { a, b };\n",
    false,
  ],
  // Data is read with useRead (src/lib/use-read.ts), never from an effect (scripts/lint/no-effect-reads.grit).
  'src/features/zz/reads-in-an-effect.tsx': [
    "import { useEffect, useState } from 'react';\nimport { getX } from './api.ts';\nexport function A() {\n  const [x, setX] = useState(0);\n  useEffect(() => {\n    getX().then(setX, () => setX(0));\n  }, []);\n  return x;\n}\n",
    true,
    'plugin',
  ],
  'src/features/zz/awaits-in-an-effect.tsx': [
    "import { useEffect, useState } from 'react';\nimport { getX } from './api.ts';\nexport function A() {\n  const [x, setX] = useState(0);\n  useEffect(() => {\n    void (async () => setX(await getX()))();\n  }, []);\n  return x;\n}\n",
    true,
    'plugin',
  ],
  'src/features/zz/reads-through-a-helper.tsx': [
    "import { useEffect, useState } from 'react';\nimport { fetchX } from './api.ts';\nexport function A() {\n  const [x, setX] = useState(0);\n  const show = () => fetchX().then(setX);\n  useEffect(() => {\n    void show();\n  }, []);\n  return x;\n}\n",
    true,
    'plugin',
  ],
  'src/features/zz/passes-an-effect-by-name.tsx': [
    "import { useEffect, useState } from 'react';\nimport { fetchX } from './api.ts';\nexport function A() {\n  const [x, setX] = useState(0);\n  const show = () => {\n    void fetchX().then(setX);\n  };\n  useEffect(show, []);\n  return x;\n}\n",
    true,
    'plugin',
  ],
  'src/features/zz/reads-with-the-hook.tsx': [
    "import { useEffect } from 'react';\nimport { useRead } from '../../lib/use-read.ts';\nimport { getX } from './api.ts';\nexport function A() {\n  const x = useRead('zz:x', getX);\n  useEffect(() => {\n    document.title = String(x.data);\n  }, [x.data]);\n  return x.data;\n}\n",
    false,
  ],
  'src/lib/use-read.ts': [
    "import { useEffect, useState } from 'react';\nexport function useRead(read: () => Promise<number>) {\n  const [x, setX] = useState(0);\n  useEffect(() => {\n    read().then(setX);\n  }, [read]);\n  return x;\n}\n",
    false,
  ],
  // Which language a screen is in is asked of the i18n layer (scripts/lint/no-language-literal.grit).
  'src/features/zz/compares-a-language.tsx': ["export const twin = (lang: string, en: string, bn: string) => (lang === 'bn' ? bn : en);\n", true, 'plugin'],
  'src/features/zz/asks-the-i18n-layer.tsx': [
    "import { usesTwin } from '../../lib/i18n.ts';\nexport const twin = (lang: string, en: string, bn: string) => (usesTwin(lang) ? bn : en);\n",
    false,
  ],
  'src/lib/i18n-like.ts': ["export const bengaliDigits = (lang: string) => lang === 'bn';\n", false],
};

/**
 * path -> [source, whether the feed-key rule must fire]: a key is spelled only in workers/feed-keys.ts
 * (lint/feed-key-templates.grit), so every key's value type follows from its builder.
 */
// biome-ignore-start lint/suspicious/noTemplateCurlyInString: these strings are sources to lint, templates and all
const FEED_KEY_FILES: Record<string, [string, boolean]> = {
  'src/features/zz/spells-a-price-key.tsx': ['export const k = (m: string, s: string) => `px:${m}:${s}:b:0`;\n', true],
  'src/features/zz/spells-a-side-segment.ts': ['export const k = (m: string, s: string) => `${m}:${s}:back:0`;\n', true],
  'src/features/zz/spells-a-group.ts': ['export const k = (m: string) => `mr:${m}:`;\n', true],
  'src/features/zz/spells-a-prefix.ts': ["export const isEvent = (k: string) => k.startsWith('ev:');\n", true],
  'src/features/zz/spells-a-fancy-market.ts': ['export const m = (e: string) => `fancy-${e}`;\n', true],
  'workers/spells-a-key.ts': ['export const k = (e: string) => `fl:${e}:`;\n', true],
  'bench/odds/spells-a-key.ts': ['export const k = (m: string) => `mk:${m}`;\n', true],
  'src/features/zz/uses-the-builders.ts': [
    "import { priceKey, runnersOf } from '../../../workers/feed-keys.ts';\nexport const a = priceKey('1.1', 7, 'b', 0);\nexport const b = runnersOf('1.1');\nexport const c = (id: string) => `/odds-view?eventId=${id}`;\n",
    false,
  ],
  'workers/feed-keys.ts': ["export const priceKey = (m: string, s: string) => `px:${m}:${s}:b:0`;\nexport const EVENTS = 'ev:';\n", false],
  'src/features/zz/pins-the-scheme.test.ts': ["export const k = 'px:1.1:7:b:0';\n", false],
};
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: see above

let dir: string;
let fired: Map<string, string[]>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'chakka-lint-'));
  // The project's configuration, less what ties it to this checkout (git ignore file, schema path).
  const config = JSON.parse(readFileSync('biome.json', 'utf8'));
  delete config.$schema;
  delete config.vcs;
  // Plugins are named relative to the configuration: point them at this checkout's files.
  for (const override of config.overrides ?? []) override.plugins = override.plugins?.map((p: string) => join(process.cwd(), p));
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  // The rules written as Biome plugins, where the configuration finds them.
  mkdirSync(join(dir, 'scripts/lint'), { recursive: true });
  for (const rule of readdirSync('scripts/lint')) copyFileSync(join('scripts/lint', rule), join(dir, 'scripts/lint', rule));
  for (const [path, [source]] of Object.entries({ ...FILES, ...FEED_KEY_FILES })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const run = spawnSync(BIOME, ['lint', '--reporter=json', '.'], { cwd: dir, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  fired = new Map();
  for (const d of report.diagnostics) fired.set(d.location.path, [...(fired.get(d.location.path) ?? []), d.category]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the lint rules that hold the project boundaries', () => {
  for (const [path, [, violates, rule = 'lint/style/noRestrictedImports']] of Object.entries(FILES)) {
    it(`${violates ? 'refuses' : 'allows'} ${path}`, () => {
      const rules = fired.get(path) ?? [];
      if (violates) expect(rules).toContain(rule);
      else expect(rules).toEqual([]);
    });
  }
});

/** path -> [source, the shape rule that must fire (scripts/shape-rules.ts), or null when none may] */
const SHAPE_FILES: Record<string, [string, string | null]> = {
  'server/routes/declares-an-operator-route.ts': ["const r = defineRoute({ method: 'get', path: '/x', access: 'operator', tags });\n", 'operator-routes-home'],
  'server/operator/routes/declares-an-operator-route.ts': ["const r = defineRoute({ method: 'get', path: '/x', access: 'operator', tags });\n", null],
  'server/exchange/desk/routes.ts': ["const r = defineRoute({ method: 'get', path: '/exchange/bets', access: 'operator', tags });\n", null],
  'server/operator/players/routes.ts': ["const r = defineRoute({ method: 'get', path: '/players', access: 'operator', tags });\n", null],
  'server/operator/players/search.ts': ["const r = defineRoute({ method: 'get', path: '/players', access: 'operator', tags });\n", 'operator-routes-home'],
  'server/operator/routes/names-the-operator-prefix.ts': [
    "const r = defineRoute({ method: 'get', path: '/operator/x', access: 'operator', tags });\n",
    'operator-paths-relative',
  ],
  'server/routes/mounts-at-operator.ts': ["api.route('/operator', somethingElse);\n", 'operator-paths-relative'],
  'server/app.ts': ["api.route('/operator', operatorRoutes);\n", null],
  'server/services/divides-poisha.ts': ['export const amount = (row: { amountPoisha: number }) => row.amountPoisha / 100;\n', 'money-module'],
  'server/services/multiplies-taka.ts': ['export const poisha = (taka: number) => Math.round(taka * 100);\n', 'money-module'],
  'server/services/formats-taka.ts': ['export const text = (poisha: number) => (poisha / 100).toFixed(2);\n', 'money-module'],
  'server/services/imports-the-contract-rule.ts': ["import { toPoisha } from '../../contracts/wallet.ts';\nexport { toPoisha };\n", 'money-module'],
  'server/services/a-multiplier.ts': ['export const times = (x100: number) => x100 / 100;\n', null],
  'server/services/uses-the-money-module.ts': [
    "import { takaFromPoisha } from '../lib/money.ts';\nexport const amount = (poisha: number) => takaFromPoisha(poisha);\n",
    null,
  ],
  'server/lib/money.ts': ['export const takaFromPoisha = (poisha: number) => poisha / 100;\n', null],
  'server/services/a-money-test.test.ts': ['const poisha = 12.5 * 100;\n', null],
  'server/services/reads-sqlstate.ts': ["export const taken = (e: { code?: string }) => e.code === '23505';\n", 'driver-errors-home'],
  'server/db/errors.ts': ["const UNIQUE_VIOLATION = '23505';\n", null],
  // The exchange converts money through the one module too.
  'server/exchange/bets/divides-poisha.ts': ['export const stake = (bet: { stakePoisha: number }) => bet.stakePoisha / 100;\n', 'money-module'],
  'server/exchange/bets/uses-the-money-module.ts': [
    "import { takaFromPoisha } from '../../lib/money.ts';\nexport const stake = (bet: { stakePoisha: number }) => takaFromPoisha(bet.stakePoisha);\n",
    null,
  ],
  // A comment says its reason, or names a decision record that exists (the scratch folder holds 0185 and 0190).
  'server/services/cites-an-issue.ts': ['// One check per player (issue 14): atomic in the database.\nexport const a = 1;\n', 'comment-citations'],
  'src/features/zz/cites-the-guide.tsx': ['/* Named as STYLE.md asks. */\nexport const a = 1;\n', 'comment-citations'],
  'scripts/cites-the-stack-notes.ts': ['/**\n * The trap is in STACK.md.\n */\nexport const a = 1;\n', 'comment-citations'],
  'contracts/cites-the-product-document.ts': ['export const a = 1; ' + '// spec part 2 §7.6\n', 'comment-citations'],
  'workers/cites-a-missing-decision.ts': ['// Grouped by area (docs/decisions/0079).\nexport const a = 1;\n', 'comment-citations'],
  'tests/cites-one-missing-among-several.ts': ['// The shape of decisions 0185, 0079 and 0190.\nexport const a = 1;\n', 'comment-citations'],
  'src/lib/cites-decisions-that-exist.ts': [
    "// Grouped by area (docs/decisions/0185-one-home-for-the-exchange.md; decisions 0185 and 0190).\nexport const issue = 'issue 14 in a string';\nexport const path = 'https://example.com/spec part';\n",
    null,
  ],
  'bench/names-a-browser-spec.ts': ['// tests/browser/exchange.spec.ts opens the same screen; 12 issues at most per page.\nexport const a = 1;\n', null],
};

describe('the shape rules that Biome cannot express (scripts/shape-rules.ts)', () => {
  let shapeDir: string;
  let found: Map<string, string[]>;
  beforeAll(() => {
    shapeDir = mkdtempSync(join(tmpdir(), 'chakka-shape-'));
    mkdirSync(join(shapeDir, 'docs/decisions'), { recursive: true });
    for (const record of ['0185-one-home-for-the-exchange.md', '0190-one-home-for-the-back-office.md'])
      writeFileSync(join(shapeDir, 'docs/decisions', record), '# a record\n');
    for (const [path, [source]] of Object.entries(SHAPE_FILES)) {
      mkdirSync(dirname(join(shapeDir, path)), { recursive: true });
      writeFileSync(join(shapeDir, path), source);
    }
    found = new Map();
    for (const v of shapeViolations(shapeDir)) found.set(v.path, [...(found.get(v.path) ?? []), v.rule]);
  });
  afterAll(() => rmSync(shapeDir, { recursive: true, force: true }));

  for (const [path, [, rule]] of Object.entries(SHAPE_FILES)) {
    it(`${rule ? `refuses (${rule})` : 'allows'} ${path}`, () => {
      expect(found.get(path) ?? []).toEqual(rule ? [rule] : []);
    });
  }

  it('finds nothing in the project itself', () => {
    expect(shapeViolations(process.cwd())).toEqual([]);
  });
});

describe('the lint rule that keeps every feed key in workers/feed-keys.ts', () => {
  for (const [path, [, violates]] of Object.entries(FEED_KEY_FILES)) {
    it(`${violates ? 'refuses' : 'allows'} ${path}`, () => {
      const rules = fired.get(path) ?? [];
      if (violates) expect(rules).toContain('plugin');
      else expect(rules).toEqual([]);
    });
  }
});
