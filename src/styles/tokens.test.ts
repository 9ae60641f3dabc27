// The design tokens hold what the design promises: every text colour at least 4.5:1 on the
// surfaces it sits on (3:1 for borders and focus rings) in both themes, the two copies of the dark
// theme the same, and no colour written anywhere but tokens.css (docs/decisions/0030).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
const TOKENS = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

type Rgba = [number, number, number, number];
type Theme = Record<string, string>;

function declarations(block: string): Theme {
  return Object.fromEntries([...block.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}
const blockAfter = (selector: string) => {
  const start = TOKENS.indexOf(`${selector} {`);
  return TOKENS.slice(start, TOKENS.indexOf('\n}', start));
};
const LIGHT = declarations(blockAfter("[data-theme='light']"));
const DARK_COPIES = [...TOKENS.matchAll(/\/\* dark:begin \*\/([\s\S]*?)\/\* dark:end \*\//g)].map((m) => m[1].replace(/\s+/g, ' ').trim());
const DARK = { ...LIGHT, ...declarations(DARK_COPIES[0] ?? '') };

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b, a];
}
const over = (fg: Rgba, bg: Rgba): Rgba => [0, 1, 2].map((i) => fg[i] * fg[3] + bg[i] * (1 - fg[3])).concat(1) as Rgba;
const luminance = ([r, g, b]: Rgba) => {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
function contrast(theme: Theme, fg: string, bg: string): number {
  const back = parse(theme[bg]);
  const [a, b] = [luminance(over(parse(theme[fg]), back)), luminance(back)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

// [text, background, minimum]: text 4.5:1 (WCAG AA at every size we use), UI edges 3:1.
const PAIRS: [string, string, number][] = [
  ...['bg', 'surface', 'surface-2', 'surface-sunken'].flatMap((bg): [string, string, number][] => [
    ['text', bg, 4.5],
    ['text-muted', bg, 4.5],
  ]),
  ['link', 'surface', 4.5],
  ['link', 'bg', 4.5],
  ['link', 'surface-2', 4.5],
  ['on-brand', 'brand', 4.5],
  ['on-brand', 'brand-2', 4.5],
  ['on-brand-muted', 'brand', 4.5],
  ['on-brand-muted', 'brand-2', 4.5],
  ['accent', 'brand', 4.5],
  ['on-accent', 'accent', 4.5],
  ['on-accent', 'accent-hover', 4.5],
  ['on-accent-soft', 'accent-soft', 4.5],
  ['text', 'accent-soft', 4.5],
  ['on-selected', 'selected', 4.5],
  ['on-secondary', 'secondary', 4.5],
  ['on-danger', 'danger', 4.5],
  ['danger-text', 'surface', 4.5],
  ['danger-text', 'bg', 4.5],
  ['danger-text', 'danger-soft', 4.5],
  ['text', 'danger-soft', 4.5],
  ['on-success', 'success', 4.5],
  ['success-text', 'surface', 4.5],
  ['success-text', 'success-soft', 4.5],
  ['text', 'success-soft', 4.5],
  ['on-warning', 'warning', 4.5],
  ['text', 'warning-soft', 4.5],
  ['on-info', 'info', 4.5],
  ['text', 'info-soft', 4.5],
  ['on-neutral', 'neutral', 4.5],
  ['text-inverse', 'text', 4.5],
  // The exchange: prices on back blue and lay pink, best and depth; the market badges.
  ['on-price', 'back', 4.5],
  ['on-price', 'back-depth', 4.5],
  ['on-price', 'lay', 4.5],
  ['on-price', 'lay-depth', 4.5],
  ['on-inplay', 'inplay', 4.5],
  ['on-fancy', 'fancy', 4.5],
  ['on-bookmaker', 'bookmaker', 4.5],
  ['border-strong', 'surface', 3],
  ['border-strong', 'bg', 3],
  ['secondary-border', 'secondary', 3],
  ['focus', 'surface', 3],
  ['focus', 'bg', 3],
  ['focus-on-brand', 'brand', 3],
  ['selected', 'surface', 3],
];

describe('colour contrast', () => {
  for (const [name, theme] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    it.each(PAIRS)(`${name}: %s on %s is at least %d:1`, (fg, bg, min) => {
      expect(contrast(theme, fg, bg)).toBeGreaterThanOrEqual(min);
    });
  }

  it('a suspended cover keeps its words readable over a back price', () => {
    for (const theme of [LIGHT, DARK]) {
      const cover = over(parse(theme.suspended), parse(theme.back));
      const [a, b] = [luminance(parse(theme['on-suspended'])), luminance(cover)].sort((x, y) => y - x);
      expect((a + 0.05) / (b + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the token file', () => {
  it('writes the dark theme twice, identically (system setting and chosen)', () => {
    expect(DARK_COPIES).toHaveLength(2);
    expect(DARK_COPIES[0]).toBe(DARK_COPIES[1]);
  });

  it('gives the dark theme no colour the light theme lacks', () => {
    expect(Object.keys(declarations(DARK_COPIES[0])).filter((k) => !(k in LIGHT))).toEqual([]);
  });
});

function filesUnder(dir: string, ext: RegExp): string[] {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ext);
    return ext.test(name) ? [path] : [];
  });
}
const rel = (path: string) => path.slice(SRC.length + 1);
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;

describe('colours come from the tokens', () => {
  it('no stylesheet but tokens.css writes a colour', () => {
    const offenders = filesUnder(SRC, /\.css$/)
      .filter((f) => !f.endsWith('tokens.css'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => [`${rel(f)}:${i + 1}`, line] as const),
      )
      .filter(([, line]) => COLOUR_LITERAL.test(line.replace(/\/\*.*?\*\//g, '')))
      .map(([at]) => at);
    expect(offenders).toEqual([]);
  });

  it('no component, layout or restyled screen writes a colour in its code', () => {
    const dirs = [
      'components',
      'app',
      'features/auth',
      'features/dev',
      'features/home',
      'features/wallet',
      'features/records',
      'features/operator',
      'features/exchange/prices/price-cell.tsx',
    ].map((d) => join(SRC, d));
    const offenders = dirs
      .flatMap((d) => filesUnder(d, /\.tsx?$/))
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .filter((f) => COLOUR_LITERAL.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('every var(--…) a stylesheet reads is defined', () => {
    const css = filesUnder(SRC, /\.css$/).map((f) => [rel(f), readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')] as const);
    const tsx = filesUnder(SRC, /\.tsx$/)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const defined = new Set([
      ...css.flatMap(([, text]) => [...text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])),
      ...[...tsx.matchAll(/'(--[\w-]+)'/g)].map((m) => m[1]),
    ]);
    const missing = css.flatMap(([file, text]) =>
      [...text.matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1])
        .filter((v) => !defined.has(v))
        .map((v) => `${file}: ${v}`),
    );
    expect(missing).toEqual([]);
  });
});
