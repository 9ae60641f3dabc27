// The build step that makes the browser's contract schemas lazy (contracts/lazy-schema.ts says why).
// In each contracts/*.ts module (not the message texts, not tests), every top-level `const` that is a
// schema (its chain starts at `z.` or at another `…Schema`, or its own name ends in `Schema`) becomes
// `lazySchema(() => (<its initializer>))`. Constants, arrays, objects and helper functions stay as they are;
// one that reads a schema at load (an object of schemas, a `.shape` read) gets the stand-in and builds it
// then, so nothing changes meaning, only when it is built. The schemas' names and types are untouched.
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

const CONTRACT_MODULE = /[\\/]contracts[\\/](?!messages[\\/])[^\\/]+\.ts$/;
const NOT_SCHEMAS = /[\\/](lazy-schema|zod-browser|zod-no-eval)\.ts$|\.test\.ts$/;
const WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression', 'TSNonNullExpression']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call/member chain starts from: `z` in `z.string().min(1)`, `baseSchema` in `baseSchema.extend({})`. */
function chainRoot(expression: Node): Node {
  let e = expression;
  for (;;) {
    if (e.type === 'CallExpression') e = e.callee as Node;
    else if (e.type === 'MemberExpression') e = e.object as Node;
    else if (WRAPPERS.has(e.type)) e = e.expression as Node;
    else return e;
  }
}

function isSchema(name: string, init: Node): boolean {
  if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return false;
  const root = chainRoot(init);
  if (root === init) return false; // a literal, array, object or bare identifier: not a chain that builds
  if (root.type !== 'Identifier') return false;
  const rootName = root.name as string;
  return rootName === 'z' || rootName.endsWith('Schema') || name.endsWith('Schema');
}

/** The module with its schemas wrapped, or null when it has none. */
export function lazifyContract(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code, { lang: 'ts' }, id) as unknown as { body: Node[] };
  const s = new MagicString(code);
  let wrapped = 0;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (!declaration || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations as Node[]) {
      const name = (d.id as Node).type === 'Identifier' ? ((d.id as Node).name as string) : null;
      const init = d.init as Node | null;
      if (!name || !init || !isSchema(name, init)) continue;
      s.appendLeft(init.start, '__lazySchema(() => (');
      s.appendRight(init.end, '))');
      wrapped++;
    }
  }
  if (wrapped === 0) return null;
  s.prepend(`import { lazySchema as __lazySchema } from './lazy-schema.ts';\n`);
  return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
}

export function lazyContracts(): Plugin {
  return {
    name: 'chakka-lazy-contracts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!CONTRACT_MODULE.test(file) || NOT_SCHEMAS.test(file)) return null;
      return lazifyContract(code, file);
    },
  };
}
