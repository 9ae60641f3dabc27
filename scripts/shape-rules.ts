// The shapes Biome cannot express, held by reading the server's source (run by `npm run lint`): where an
// operator route may be declared, where taka becomes poisha, where a driver error is read. Each rule is a
// line pattern, a set of files it applies to, and the one place allowed to hold it; scripts/lint-rules.test.ts
// shows each one firing on a small file laid out like the project.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

interface ShapeRule {
  name: string;
  message: string;
  /** True when the line breaks the rule. */
  matches: (line: string) => boolean;
  /** The files the rule reads (paths relative to the root, with forward slashes). */
  appliesTo: (path: string) => boolean;
}

const serverSource = (path: string) => path.startsWith('server/') && path.endsWith('.ts') && !path.endsWith('.test.ts');
/** The exchange's own money arithmetic moves onto server/lib/money.ts in a pass of its own. */
const outsideTheExchange = (path: string) => !path.startsWith('server/exchange/');
const mentionsMoney = (line: string) => /taka|poisha/i.test(line);

export const SHAPE_RULES: ShapeRule[] = [
  {
    name: 'operator-routes-home',
    message:
      "An operator route is declared in the back office's home, server/operator/routes/<area>.ts or server/operator/<area>/routes.ts (or the exchange desk's routes), and mounted by server/operator/router.ts (docs/decisions/0190).",
    matches: (line) => /\baccess:\s*'operator'/.test(line),
    appliesTo: (path) =>
      serverSource(path) &&
      !path.startsWith('server/operator/routes/') &&
      !/^server\/operator\/[a-z-]+\/routes\.ts$/.test(path) &&
      path !== 'server/exchange/desk/routes.ts',
  },
  {
    name: 'operator-paths-relative',
    message: 'Operator paths are relative to the operator router, which alone is mounted at /operator (server/app.ts); declare /things, not /operator/things.',
    matches: (line) => /\bpath:\s*[`'"]\/operator\b/.test(line) || /\.route\(\s*'\/operator'/.test(line),
    appliesTo: (path) => serverSource(path) && path !== 'server/app.ts',
  },
  {
    name: 'money-module',
    message: 'Taka and poisha meet only in server/lib/money.ts (poishaFromTaka, takaFromPoisha, takaText, ...): no local conversion by 100.',
    matches: (line) =>
      (mentionsMoney(line) && (/[*/]\s*100\b/.test(line) || /\b100\s*\*/.test(line) || /\.toFixed\(2\)/.test(line))) ||
      /import[^;]*\b(toPoisha|toTaka)\b[^;]*contracts\//.test(line),
    appliesTo: (path) => serverSource(path) && outsideTheExchange(path) && path !== 'server/lib/money.ts',
  },
  {
    name: 'driver-errors-home',
    message: "A driver error's SQLSTATE is read in server/db/errors.ts (sqlStateOf, violatedUniqueIndex, isUniqueViolation), the same way over pg and PGlite.",
    matches: (line) => /'23505'|"23505"/.test(line),
    appliesTo: (path) => serverSource(path) && path !== 'server/db/errors.ts',
  },
];

export interface ShapeViolation {
  rule: string;
  path: string;
  line: number;
  text: string;
}

const SKIPPED = new Set(['node_modules', 'dist', '.git', '.tmp', 'coverage']);

function sourceFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(root, full));
    else if (entry.name.endsWith('.ts')) out.push(relative(root, full).split(sep).join('/'));
  }
  return out;
}

/** Every line under `root/server` that breaks a shape rule. */
export function shapeViolations(root: string): ShapeViolation[] {
  const found: ShapeViolation[] = [];
  for (const path of sourceFiles(root).filter((p) => p.startsWith('server/'))) {
    const rules = SHAPE_RULES.filter((r) => r.appliesTo(path));
    if (rules.length === 0) continue;
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const rule of rules) if (rule.matches(text)) found.push({ rule: rule.name, path, line: i + 1, text: text.trim() });
      });
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = shapeViolations(process.cwd());
  for (const v of found) {
    const rule = SHAPE_RULES.find((r) => r.name === v.rule)!;
    console.error(`${v.path}:${v.line} ${v.rule}: ${rule.message}\n    ${v.text}`);
  }
  if (found.length > 0) process.exit(1);
  console.log(`shape rules: ${SHAPE_RULES.length} rules, no violation`);
}
