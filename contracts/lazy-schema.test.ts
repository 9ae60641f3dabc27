// The browser's stand-in for a contract schema (lazy-schema.ts) must be indistinguishable from the schema it
// builds, for every use the client makes: parsing (with transforms, defaults, refinements and their
// messages), nesting in other schemas, zod's own type checks, and the schema's derived properties.
import { types } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds nothing until the schema is first touched, then builds it once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds++;
      return z.string().min(2, 'Too short');
    });
    expect(builds).toBe(0);
    expect(schema.safeParse('ab').success).toBe(true);
    expect(schema.safeParse('a').error?.issues[0]?.message).toBe('Too short');
    expect(builds).toBe(1);
  });

  it('parses with the same transforms, defaults and refinements as the schema itself', () => {
    const build = () =>
      z.object({
        phone: z.string().transform((v) => v.replace(/\s/g, '')),
        page: z.number().int().default(1),
        amount: z.number().refine((n) => n % 100 === 0, 'Whole taka only'),
      });
    const eager = build();
    const lazy = lazySchema(build);
    for (const input of [{ phone: '01 711', amount: 500 }, { phone: '1', amount: 5 }, { phone: 3 }, null, 'x']) {
      const a = eager.safeParse(input);
      const b = lazy.safeParse(input);
      expect(b.success).toBe(a.success);
      expect(b.data).toEqual(a.data);
      expect(b.error?.issues).toEqual(a.error?.issues);
    }
    expect(() => lazy.parse({ phone: 1 })).toThrow(z.ZodError);
  });

  it('nests in other schemas, optional and nullable, as a key of an object and an option of a union', () => {
    const idSchema = lazySchema(() => z.string().regex(/^\d+$/, 'Digits only'));
    const kindA = lazySchema(() => z.object({ kind: z.literal('a'), id: idSchema }));
    const kindB = lazySchema(() => z.object({ kind: z.literal('b'), note: idSchema.optional() }));
    const either = z.discriminatedUnion('kind', [kindA, kindB]);
    expect(either.parse({ kind: 'a', id: '12' })).toEqual({ kind: 'a', id: '12' });
    expect(either.parse({ kind: 'b' })).toEqual({ kind: 'b' });
    expect(either.safeParse({ kind: 'a', id: 'x' }).error?.issues[0]?.message).toBe('Digits only');
    expect(either.safeParse({ kind: 'c' }).success).toBe(false);
    // An optional lazy field may be left out, as an optional eager one may.
    const withOptional = z.object({ note: lazySchema(() => z.string().optional()) });
    expect(withOptional.parse({})).toEqual({});
  });

  it('answers zod’s type checks, derived properties and methods as the schema does', () => {
    const lazy = lazySchema(() => z.object({ a: z.string(), b: z.number() }).describe('pair'));
    expect(lazy instanceof z.ZodObject).toBe(true);
    expect(lazy instanceof z.ZodString).toBe(false);
    expect(Object.keys(lazy.shape)).toEqual(['a', 'b']);
    expect(lazy.description).toBe('pair');
    expect(lazy.pick({ a: true }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
    expect(lazy.extend({ c: z.boolean() }).safeParse({ a: 'x', b: 1 }).success).toBe(false);
    expect(lazy.isOptional()).toBe(false);
    expect('shape' in lazy).toBe(true);
    const e = lazySchema(() => z.enum(['cricket', 'soccer']));
    expect(e.options).toEqual(['cricket', 'soccer']);
    expect(e.enum.cricket).toBe('cricket');
  });

  it('keeps one identity for the module’s lifetime, as an eager export does', () => {
    const lazy = lazySchema(() => z.number());
    const seen = new Map([[lazy, 'kept']]);
    lazy.parse(1);
    expect(seen.get(lazy)).toBe('kept');
    expect(types.isProxy(lazy)).toBe(true);
  });
});
