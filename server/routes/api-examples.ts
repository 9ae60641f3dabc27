// An example request and answer for every operation of the API description, generated from the
// operation's own schemas by json-schema-faker from a fixed seed (the same document every time; it honours
// lengths, ranges, formats and patterns), so an example cannot say what its schema does not allow.
// Examples written by hand in a declaration are kept.
import { generateSync } from 'json-schema-faker';
import { operationIdOf } from '../lib/route.ts';

/** The parts of an OpenAPI document this reads and writes. */
interface Media {
  schema?: Json;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  parameters?: Media[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const SEED = 20260;

/** A value of the schema; its references resolve against the document's components. */
const sampled = (schema: Json, doc: object): unknown =>
  tidy(
    generateSync({ ...schema, components: (doc as Json).components }, { seed: SEED, alwaysFakeOptionals: true, maxDefaultItems: 2, useExamplesValue: true }),
  );

/** The generator works in binary floating point: 12.340000000000002 is printed as the 12.34 it means. */
export const tidy = (value: unknown): unknown => {
  if (typeof value === 'number' && !Number.isInteger(value)) return Number(value.toFixed(6));
  if (Array.isArray(value)) return value.map(tidy);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tidy(v)]));
  return value;
};

/**
 * Fills `example` on every JSON body, answer and parameter that has none, and an operationId from the
 * method and the full path where the declaration gave none; returns the document.
 */
export function withExamples<D extends object>(doc: D): D {
  for (const [path, pathItem] of Object.entries(((doc as Json).paths ?? {}) as Record<string, Record<string, Operation | undefined>>)) {
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      op.operationId ??= operationIdOf(method, path);
      for (const parameter of op.parameters ?? []) {
        if (parameter.example === undefined && parameter.schema) parameter.example = sampled(parameter.schema, doc);
      }
      const body = op.requestBody?.content?.['application/json'];
      if (body?.schema && body.example === undefined) body.example = sampled(body.schema, doc);
      for (const answer of Object.values(op.responses ?? {})) {
        const json = answer.content?.['application/json'];
        if (json?.schema && json.example === undefined) json.example = sampled(json.schema, doc);
      }
    }
  }
  return doc;
}
