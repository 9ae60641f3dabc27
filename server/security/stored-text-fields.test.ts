// The stored-script browser test (tests/browser/stored-script.spec.ts) covers the text fields listed in
// tests/helpers/stored-text.ts. This walks every declared route's request contract for the fields that
// accept markup or a script URL, so a field added later is in the list, or named exempt with a reason,
// before it ships: the browser test cannot forget it.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { EXEMPT, SAME_AS, SHOWN, UNCOVERED, storedTextFields } from '../../tests/helpers/stored-text.ts';
import { WRITTEN } from '../../tests/browser/stored-script-kit.ts';

let t: TestApp;
let fields: string[];
beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'sandbox' } });
  fields = storedTextFields(t.app.declaredRoutes());
}, 120_000);

/** An update route's field stands for its create route's, which writes the same column. */
const canonical = (key: string) => {
  const [method, path, field] = key.split(' ') as [string, string, string];
  const same = SAME_AS[`${method} ${path}`];
  return same ? `${same} ${field}` : key;
};

describe('the text fields a user can store', () => {
  it('finds markup-accepting fields in the contracts (the walk itself works)', () => {
    expect(fields).toContain('POST /api/messages content');
    expect(fields).toContain('PUT /api/operator/settings notice[]');
    expect(fields.length).toBeGreaterThan(30);
  });

  it('lists every such field as shown on a screen the browser test opens, or as exempt with a reason', () => {
    const unlisted = fields.map(canonical).filter((key) => !(key in SHOWN) && !(key in EXEMPT) && !(key in UNCOVERED));
    expect(unlisted, 'add each to SHOWN (and write it in tests/browser/stored-script-kit.ts) or to EXEMPT').toEqual([]);
  });

  it('names no field that the contracts no longer have', () => {
    const current = new Set(fields.map(canonical));
    expect(Object.keys(SHOWN).filter((key) => !current.has(key))).toEqual([]);
    expect(Object.keys(EXEMPT).filter((key) => !current.has(key))).toEqual([]);
    expect(Object.keys(UNCOVERED).filter((key) => !current.has(key))).toEqual([]);
  });

  it('has the browser test write a script payload into every field listed as shown', () => {
    expect([...WRITTEN].sort()).toEqual(Object.keys(SHOWN).sort());
  });
});
