// Reading a request body that may be JSON or a form (submit-deposit takes both, with a receipt file).
// Every way a body can be malformed (multipart without a boundary or its closing delimiter, JSON
// labelled as multipart, broken JSON) answers 400 bodyUnreadable here, never a parser's 500.
import type { Context } from 'hono';
import { fail } from './errors.ts';

export interface BodyFields {
  /** Text fields (a form's strings, or the JSON object's values). */
  fields: Record<string, unknown>;
  /** File parts of a multipart form, by field name (the last one when a name repeats). */
  files: Record<string, File>;
}

const isForm = (type: string) => type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');

/** A multipart type is only readable with a non-empty boundary parameter. */
function hasBoundary(type: string): boolean {
  return /;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type);
}

async function readForm(c: Context, type: string): Promise<BodyFields> {
  if (type.startsWith('multipart/form-data') && !hasBoundary(type)) throw fail(400, 'bodyUnreadable');
  let form: FormData;
  try {
    // The platform's parser throws a TypeError on any malformed form; that is the client's fault.
    form = await c.req.raw.formData();
  } catch {
    throw fail(400, 'bodyUnreadable');
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = value;
  }
  return { fields, files };
}

async function readJsonObject(c: Context): Promise<BodyFields> {
  const text = await c.req.text();
  if (text.trim() === '') return { fields: {}, files: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail(400, 'bodyUnreadable');
  }
  // An array, a string or null is JSON but not a set of fields: the contract then names what is missing.
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { fields, files: {} };
}

/** The body as fields and files, whatever of JSON, multipart or urlencoded it was sent as. */
export async function readBodyFields(c: Context): Promise<BodyFields> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  return isForm(type) ? readForm(c, type) : readJsonObject(c);
}
