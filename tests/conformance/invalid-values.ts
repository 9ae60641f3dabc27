// Values a schema refuses, made from the schema's own rules (type, range, length, pattern, enum): the
// invalid half of the conformance suite. Each candidate is kept only if the validator agrees it breaks
// the schema, so a mutation can never accuse the server of refusing something the document allows.
import type { Json } from './document-kit.ts';

/** The schema a `$ref` names, followed through the document's components. */
export function resolved(doc: Json, schema: Json | undefined): Json | undefined {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++)
    s = s.$ref
      .split('/')
      .slice(1)
      .reduce((node: Json, key: string) => node?.[key], doc);
  return s;
}

/** Candidate values that break `schema` (the validator decides which really do). */
export function breakers(schema: Json): unknown[] {
  const out: unknown[] = [];
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.enum) out.push('not-one-of-them');
  if (schema.const !== undefined) out.push('not-the-constant');
  if (typeof schema.minimum === 'number') out.push(schema.minimum - 1);
  if (typeof schema.maximum === 'number') out.push(schema.maximum + 1);
  if (typeof schema.exclusiveMinimum === 'number') out.push(schema.exclusiveMinimum);
  if (types.includes('integer')) out.push(1.5);
  if (typeof schema.multipleOf === 'number' && schema.multipleOf < 1) out.push(1 + schema.multipleOf / 10);
  if (typeof schema.maxLength === 'number') out.push('a'.repeat(schema.maxLength + 1));
  if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push('');
  if (schema.pattern) out.push('!?', '');
  if (schema.format === 'email') out.push('not-an-address');
  if (schema.format === 'date') out.push('2026-02-30');
  if (types.length > 0 && !types.includes('object')) out.push({ nested: true });
  if (types.length > 0 && !types.includes('boolean') && !types.includes('string')) out.push(true);
  if (types.includes('array') && typeof schema.maxItems === 'number') out.push([]);
  return out;
}
