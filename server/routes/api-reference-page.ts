// The API reference page (/api/docs): the published description (/api/openapi.json) written out as one
// HTML page by the server itself, with no script at all and its style sheet a file of this server, so
// the site's Content-Security-Policy holds on it unchanged and nothing is installed to show it
// (docs/decisions/0275). Each operation is a <details> element: it opens without a script.
import { escapeHtml } from '../lib/escape-html.ts';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Json;
  example?: unknown;
}
interface Media {
  schema?: Json;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { description?: string; content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
  'x-access'?: string;
  'x-permission'?: string;
}
interface Document {
  info?: { title?: string; description?: string; version?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, Operation | undefined>>;
  components?: { securitySchemes?: Record<string, { description?: string }>; schemas?: Record<string, Json> };
}

export const REFERENCE_CSS_PATH = '/api/docs/reference.css';
export const REFERENCE_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1b1b1b;background:#fff}
h1{margin:.2rem 0}h2{margin-top:2rem;border-bottom:2px solid #ddd}nav ul{columns:14rem;padding-left:1rem}
details{border:1px solid #ccc;border-radius:6px;margin:.4rem 0}details[open]{border-color:#888}
summary{cursor:pointer;padding:.4rem .6rem;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.method{font:700 13px monospace;min-width:4.2rem;text-transform:uppercase}.get{color:#0a5c2b}.post{color:#08478c}
.put,.patch{color:#7a4a00}.delete{color:#9b1c1c}.deprecated code{text-decoration:line-through}.tag{font-size:13px;color:#5a2d00;background:#fff1d6;padding:0 .3rem;border-radius:3px}
.op{padding:0 .8rem .8rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:.25rem .4rem;text-align:left;vertical-align:top}
pre{background:#f5f5f5;padding:.5rem;overflow:auto;font-size:13px;white-space:pre-wrap}code{font-size:13px}`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const e = (value: unknown) => escapeHtml(String(value));
const json = (value: unknown) => `<pre>${e(JSON.stringify(value, null, 2))}</pre>`;

/** A schema's rules in words, one line a field, nested fields indented: what a reader needs to send. */
export function schemaOutline(schema: Json | undefined, indent = ''): string[] {
  if (!schema) return [];
  const lines: string[] = [];
  const properties = schema.properties as Record<string, Json> | undefined;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  if (properties) {
    for (const [name, field] of Object.entries(properties)) {
      lines.push(`${indent}${name}${required.has(name) ? ' (required)' : ''}: ${rules(field)}`);
      lines.push(...nested(field, `${indent}  `));
    }
    return lines;
  }
  lines.push(`${indent}${rules(schema)}`);
  lines.push(...nested(schema, `${indent}  `));
  return lines;
}

const nested = (field: Json, indent: string): string[] => {
  if (field.properties) return schemaOutline(field, indent);
  const items = field.items as Json | undefined;
  if (items?.properties) return schemaOutline(items, indent);
  return [];
};

/** One field's type and rules: "integer, 10 to 2147483647", "string, 1-100 characters, pattern …". */
export function rules(field: Json): string {
  if (typeof field.$ref === 'string') return field.$ref.replace('#/components/schemas/', '');
  const union = (field.anyOf ?? field.oneOf) as Json[] | undefined;
  if (union) return union.map(rules).join(' or ');
  const type = Array.isArray(field.type) ? field.type.join(' or ') : String(field.type ?? 'any');
  const items = field.items as Json | undefined;
  const parts = [type === 'array' && items ? `array of ${items.properties ? 'objects' : rules(items)}` : type];
  if (field.format) parts.push(`format ${field.format}`);
  if (field.enum) parts.push(`one of ${(field.enum as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`);
  if (field.const !== undefined) parts.push(`always ${JSON.stringify(field.const)}`);
  const range = (low: unknown, high: unknown, unit: string) => {
    if (low !== undefined && high !== undefined) parts.push(`${low} to ${high}${unit}`);
    else if (low !== undefined) parts.push(`at least ${low}${unit}`);
    else if (high !== undefined) parts.push(`at most ${high}${unit}`);
  };
  range(field.minimum, field.maximum, '');
  if (field.exclusiveMinimum !== undefined) parts.push(`more than ${field.exclusiveMinimum}`);
  if (field.exclusiveMaximum !== undefined) parts.push(`less than ${field.exclusiveMaximum}`);
  range(field.minLength, field.maxLength, ' characters');
  range(field.minItems, field.maxItems, ' items');
  if (field.multipleOf !== undefined) parts.push(`a multiple of ${field.multipleOf}`);
  if (field.pattern) parts.push(`pattern ${field.pattern}`);
  for (const [key, value] of Object.entries(field)) if (key.startsWith('x-')) parts.push(`${key}: ${JSON.stringify(value)}`);
  if (field.description) parts.push(String(field.description));
  return parts.join(', ');
}

const outline = (schema: Json | undefined) => (schema ? `<pre>${e(schemaOutline(schema).join('\n'))}</pre>` : '');

function parametersTable(parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${e(p.name)}</code></td><td>${e(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${e(p.schema ? rules(p.schema) : '')}${p.description ? `<br>${e(p.description)}` : ''}</td><td><code>${e(JSON.stringify(p.example ?? ''))}</code></td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Rules</th><th>Example</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function requestBody(body: Operation['requestBody']): string {
  if (!body?.content) return '';
  const parts = Object.entries(body.content).map(
    ([type, media]) => `<p><code>${e(type)}</code></p>${outline(media.schema)}${media.example === undefined ? '' : `<p>Example</p>${json(media.example)}`}`,
  );
  return `<h4>Request body</h4>${body.description ? `<p>${e(body.description)}</p>` : ''}${parts.join('')}`;
}

/** Answers: a success's body in full, a refusal's status with the error codes it carries (the error body is one shape). */
function answersTable(responses: NonNullable<Operation['responses']>): string {
  const rows = Object.entries(responses)
    .map(([status, answer]) => {
      const media = answer.content?.['application/json'];
      const body = Number(status) < 400 && media ? `${outline(media.schema)}${media.example === undefined ? '' : `<p>Example</p>${json(media.example)}`}` : '';
      const other = answer.content && !media ? `<br>${Object.keys(answer.content).map(e).join(', ')}` : '';
      return `<tr><td>${e(status)}</td><td>${e(answer.description ?? '')}${other}${body}</td></tr>`;
    })
    .join('');
  return `<h4>Answers</h4><table><thead><tr><th>Status</th><th>Meaning</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const securityText = (security: Operation['security']) =>
  !security || security.length === 0 ? 'none' : security.map((requirement) => Object.keys(requirement).join(' + ')).join(' or ');

function operation(path: string, method: string, op: Operation): string {
  const id = op.operationId ?? `${method}-${path}`;
  const access = [`Access: ${op['x-access'] ?? 'see security'}`, `credentials: ${securityText(op.security)}`];
  if (op['x-permission']) access.push(`permission: ${op['x-permission']}`);
  return `<details id="${e(id)}"${op.deprecated ? ' class="deprecated"' : ''}><summary><span class="method ${e(method)}">${e(method)}</span><code>${e(path)}</code><span>${e(op.summary ?? '')}</span>${op.deprecated ? '<span class="tag">deprecated</span>' : ''}</summary>
<div class="op"><p>Operation <code>${e(id)}</code>. ${e(access.join('; '))}.</p>${op.description ? `<p>${e(op.description)}</p>` : ''}${parametersTable(op.parameters ?? [])}${requestBody(op.requestBody)}${answersTable(op.responses ?? {})}</div></details>`;
}

/** The whole page for one published description. */
export function referencePage(published: object, documentPath: string): string {
  const doc = published as Document;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, method, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemes = Object.entries(doc.components?.securitySchemes ?? {})
    .map(([name, scheme]) => `<tr><td><code>${e(name)}</code></td><td>${e(scheme.description ?? '')}</td></tr>`)
    .join('');
  const title = doc.info?.title ?? 'API';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)}</title><link rel="stylesheet" href="${REFERENCE_CSS_PATH}"></head><body><main>
<h1>${e(title)}</h1><p>${e(doc.info?.description ?? '')}</p>
<p>Base path: ${(doc.servers ?? []).map((s) => `<code>${e(s.url)}</code>`).join(', ')}. The description itself, for tools and client generators: <a href="${e(documentPath)}">${e(documentPath)}</a>.</p>
${schemes ? `<h2 id="credentials">Credentials</h2><table><thead><tr><th>Scheme</th><th>What it is</th></tr></thead><tbody>${schemes}</tbody></table>` : ''}
<nav aria-label="Areas"><h2>Areas</h2><ul>${tags.map((tag) => `<li><a href="#area-${e(tag)}">${e(tag)}</a> (${byTag.get(tag)!.length})</li>`).join('')}</ul></nav>
${tags.map((tag) => `<section aria-labelledby="area-${e(tag)}"><h2 id="area-${e(tag)}">${e(tag)}</h2>${byTag.get(tag)!.join('\n')}</section>`).join('\n')}
</main></body></html>`;
}
