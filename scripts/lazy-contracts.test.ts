// What the browser build makes lazy in contracts/ (lazy-contracts.ts): each top-level schema, and nothing else.
import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazifyContract } from './lazy-contracts.ts';

const SAMPLE = `import { z } from 'zod';
export const LIMIT = 5;
const SPORTS = ['cricket', 'soccer'] as const;
const required = (m: string) => z.string().min(1, m);
export const nameSchema = z.string().min(1);
const baseSchema = z.object({ name: nameSchema });
export const fullSchema = baseSchema.extend({ sport: z.enum(SPORTS) });
export const phoneSchema = required('Phone required').regex(/^\\d+$/);
export const pageSchema = (max: number) => z.number().max(max);
export const BY_KIND = { full: fullSchema };
export const tagged = z.string() satisfies z.ZodType;
let later = z.string();
`;

describe('lazifyContract', () => {
  const out = lazifyContract(SAMPLE, 'contracts/sample.ts')!.code;

  it('wraps every top-level schema: a z. chain, a chain from another schema, a helper call named …Schema', () => {
    for (const name of ['nameSchema', 'baseSchema', 'fullSchema', 'phoneSchema', 'tagged'])
      expect(out).toMatch(new RegExp(`const ${name} = __lazySchema\\(\\(\\) => \\(`));
    expect(out).toContain("import { lazySchema as __lazySchema } from './lazy-schema.ts';");
  });

  it('leaves constants, arrays, objects, helper functions and non-const bindings as they are', () => {
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain("const SPORTS = ['cricket', 'soccer'] as const;");
    expect(out).toContain('const required = (m: string) => z.string().min(1, m);');
    expect(out).toContain('export const pageSchema = (max: number) => z.number().max(max);');
    expect(out).toContain('export const BY_KIND = { full: fullSchema };');
    expect(out).toContain('let later = z.string();');
  });

  it('writes code that still parses, and leaves a module without schemas untouched', () => {
    expect(() => parseAst(out, { lang: 'ts' })).not.toThrow();
    expect(lazifyContract('export const A = 1;\nexport const f = () => 2;\n', 'contracts/none.ts')).toBeNull();
  });

  it('wraps the real contracts’ schemas: the log-in and balance answers, the sign-up request', () => {
    const account = lazifyContract(readFileSync('contracts/account.ts', 'utf8'), 'contracts/account.ts')!.code;
    for (const name of ['loginRequestSchema', 'loginResponseSchema', 'signupRequestSchema', 'balanceResponseSchema'])
      expect(account).toMatch(new RegExp(`export const ${name} = __lazySchema\\(`));
    expect(account).toContain('export const OTP_LENGTH = 6;');
  });
});
