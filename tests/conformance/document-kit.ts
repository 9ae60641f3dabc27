// The API description read as a client reads it: its operations, a JSON-schema validator for its
// schemas (ajv, OpenAPI 3.1 being JSON Schema 2020-12), and values generated from its schemas by
// json-schema-faker from fixed seeds. Nothing here reads the zod contracts: the document is the source.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { generateSync } from 'json-schema-faker';
import { tidy } from '../../server/routes/api-examples.ts';

export type Json = Record<string, any>;
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface Operation {
  method: string;
  /** The path as the document has it, relative to its server: /submit-deposit. */
  path: string;
  op: Json;
}

export function operationsOf(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of METHODS) if (item[method]) out.push({ method: method.toUpperCase(), path, op: item[method] });
  }
  return out;
}

/** A validator per schema, its references resolved against the document's components. */
export function schemaChecker(doc: Json) {
  // strict off: OpenAPI adds its own words (example, discriminator) beside JSON Schema's. multipleOf
  // 0.01 is checked to 6 places: 12.34 / 0.01 is 1233.9999999999998 in binary floating point.
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, multipleOfPrecision: 6 });
  addFormats.default(ajv);
  const cache = new Map<unknown, ReturnType<typeof ajv.compile>>();
  return (schema: Json, value: unknown): string | null => {
    let check = cache.get(schema);
    if (!check) {
      check = ajv.compile({ ...schema, components: doc.components });
      cache.set(schema, check);
    }
    return check(value) ? null : ajv.errorsText(check.errors);
  };
}

/**
 * A value of the schema. A decimal step (multipleOf 0.01) is kept to its places: the generator works in
 * binary floating point and would otherwise print 12.340000000000002, which no client sends.
 */
export function generate(doc: Json, schema: Json, seed: number): unknown {
  const value = generateSync({ ...schema, components: doc.components } as never, { seed, alwaysFakeOptionals: seed % 2 === 0, maxDefaultItems: 2 });
  return tidy(value);
}
