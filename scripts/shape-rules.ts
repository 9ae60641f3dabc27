// The shapes Biome cannot express, held by reading the source (run by `npm run lint`): where an operator
// route may be declared, where taka becomes poisha, where a driver error is read, and what a comment may
// cite. Each rule is a line pattern, a set of files it applies to, and the one place allowed to hold it;
// scripts/lint-rules.test.ts shows each one firing on a small file laid out like the project.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

interface ShapeRule {
  name: string;
  message: string;
  /** True when the line breaks the rule; `decisions` holds the numbers of docs/decisions/ (e.g. '0185'). */
  matches: (line: string, context: { decisions: ReadonlySet<string> }) => boolean;
  /** The files the rule reads (paths relative to the root, with forward slashes). */
  appliesTo: (path: string) => boolean;
}

const serverSource = (path: string) => path.startsWith('server/') && path.endsWith('.ts') && !path.endsWith('.test.ts');
const mentionsMoney = (line: string) => /taka|poisha/i.test(line);

/** The code of every folder a comment can be read in (docs/decisions and other prose are not code). */
const CODE_FOLDERS = ['server/', 'src/', 'workers/', 'contracts/', 'scripts/', 'tests/', 'bench/', 'games/'];
const codeFile = (path: string) => /\.(ts|tsx|mts|mjs|css)$/.test(path) && (CODE_FOLDERS.some((f) => path.startsWith(f)) || !path.includes('/'));

/**
 * The comment on a line, or null: a line that is a comment (`//`, `/*`, ` *`, `{/*`), or the part after
 * a ` // ` that follows code. A `//` inside a string is taken for one only when spaced as a comment is.
 */
export function commentOf(line: string): string | null {
  const trimmed = line.trimStart();
  if (/^(\/\/|\/\*|\*|\{\/\*)/.test(trimmed)) return trimmed;
  const at = line.search(/\s\/\/\s/);
  return at === -1 ? null : line.slice(at + 1);
}

/** The decision records a comment names: docs/decisions/0185, "decision 0185", "decisions 0141, 0146 and 0160". */
export function citedDecisions(comment: string): string[] {
  const cited: string[] = [];
  for (const m of comment.matchAll(/decisions?\b[\s/]*((?:\d{4}\b(?:[\w-]*\.md)?(?:\s*(?:,|and)\s*)?)+)/gi))
    for (const n of m[1]!.matchAll(/\b(\d{4})\b/g)) cited.push(n[1]!);
  return cited;
}

/** What a comment may not lean on: an issue tracker, a guide or the product document kept outside the repository. */
const OUTSIDE_CITATION = /\bissues? #?\d+|\bSTYLE\.md\b|\bSTACK\.md\b|\bspec part\b/i;

export const SHAPE_RULES: ShapeRule[] = [
  {
    name: 'operator-routes-home',
    message:
      "An operator route is declared in the back office's home, server/operator/routes/<area>.ts or server/operator/<area>/routes.ts (or the exchange desk's, the risk desk's and the trader's desk's routes), and mounted by server/operator/router.ts (docs/decisions/0190).",
    matches: (line) => /\baccess:\s*'operator'/.test(line),
    appliesTo: (path) =>
      serverSource(path) &&
      !path.startsWith('server/operator/routes/') &&
      !/^server\/operator\/[a-z-]+\/routes\.ts$/.test(path) &&
      path !== 'server/exchange/desk/routes.ts' &&
      path !== 'server/exchange/risk/routes.ts' &&
      path !== 'server/exchange/trading/routes.ts',
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
    appliesTo: (path) => serverSource(path) && path !== 'server/lib/money.ts',
  },
  {
    name: 'driver-errors-home',
    message: "A driver error's SQLSTATE is read in server/db/errors.ts (sqlStateOf, violatedUniqueIndex, isUniqueViolation), the same way over pg and PGlite.",
    matches: (line) => /'23505'|"23505"/.test(line),
    appliesTo: (path) => serverSource(path) && path !== 'server/db/errors.ts',
  },
  {
    name: 'comment-citations',
    message:
      'A comment stands on its own: it says the reason, or names a decision record that exists (docs/decisions/NNNN-*.md); never an issue number, a guide or the product document kept outside the repository, nor a decision number with no record.',
    matches: (line, { decisions }) => {
      const comment = commentOf(line);
      return comment !== null && (OUTSIDE_CITATION.test(comment) || citedDecisions(comment).some((n) => !decisions.has(n)));
    },
    appliesTo: (path) => codeFile(path),
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
    else if (/\.(ts|tsx|mts|mjs|css)$/.test(entry.name)) out.push(relative(root, full).split(sep).join('/'));
  }
  return out;
}

/** The numbers of the decision records under `root/docs/decisions`. */
function decisionNumbers(root: string): Set<string> {
  const dir = join(root, 'docs/decisions');
  return new Set(existsSync(dir) ? readdirSync(dir).flatMap((f) => /^(\d{4})-/.exec(f)?.[1] ?? []) : []);
}

/** Every line of the project's code under `root` that breaks a shape rule. */
export function shapeViolations(root: string): ShapeViolation[] {
  const found: ShapeViolation[] = [];
  const context = { decisions: decisionNumbers(root) };
  for (const path of sourceFiles(root)) {
    const rules = SHAPE_RULES.filter((r) => r.appliesTo(path));
    if (rules.length === 0) continue;
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const rule of rules) if (rule.matches(text, context)) found.push({ rule: rule.name, path, line: i + 1, text: text.trim() });
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
