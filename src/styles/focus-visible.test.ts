// Keyboard users always see where they are (accessibility): one focus ring for every control
// (base.css, 3 px in the focus colour, whose contrast tokens.test.ts checks), and no stylesheet takes
// the ring away from a control without drawing another. A rule that hides the outline on focus either
// draws a ring itself (box-shadow or border in the focus colour) or is one of the known cases below,
// whose replacement is checked to exist.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cssFiles(path) : path.endsWith('.css') ? [path] : [];
  });
}

/** Every rule "selector { body }" of the sources (flat enough for our stylesheets: media blocks hold rules too). */
const rules = cssFiles(SRC).flatMap((file) =>
  [
    ...readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .matchAll(/([^{}]+)\{([^{}]*)\}/g),
  ].map((m) => ({ file: relative(SRC, file), selector: m[1]!.trim(), body: m[2]! })),
);

/** Focus taken by containers the product focuses for screen readers (not controls), or drawn elsewhere. */
const KNOWN: Record<string, { why: string; ring: RegExp }> = {
  '.dialog:focus': { why: 'the dialog itself takes focus on open; its controls keep their rings', ring: /:focus-visible\s*\{[^}]*outline/ },
  '.sheet:focus': { why: 'the bottom sheet itself takes focus on open; its controls keep their rings', ring: /:focus-visible\s*\{[^}]*outline/ },
  '.side-menu:focus': { why: 'the side menu itself takes focus on open; its links keep their rings', ring: /:focus-visible\s*\{[^}]*outline/ },
  '.input:focus, .select:focus': {
    why: "the field's box draws the ring around input and prefix",
    ring: /\.input-box:focus-within\s*\{[^}]*box-shadow:[^;]*var\(--color-focus\)/,
  },
};

describe('visible focus', () => {
  const all = rules.map((r) => `${r.selector} {${r.body}}`).join('\n');

  it('draws a 3 px ring in the focus colour around whatever the keyboard reaches', () => {
    const ring = rules.find((r) => r.file === join('styles', 'base.css') && r.selector === ':focus-visible');
    expect(ring?.body).toMatch(/outline:\s*3px solid var\(--color-focus\)/);
  });

  it('never hides the ring on focus without drawing another', () => {
    const hidden = rules.filter((r) => /:focus/.test(r.selector) && /outline:\s*(none|0)\b/.test(r.body));
    expect(hidden.length).toBeGreaterThan(0);
    for (const rule of hidden) {
      if (/(box-shadow|border-color):[^;]*var\(--color-focus\)/.test(rule.body)) continue;
      const known = KNOWN[rule.selector];
      expect(known, `${rule.file}: "${rule.selector}" hides the focus ring and draws none`).toBeTruthy();
      expect(all, `${rule.selector}: ${known!.why}`).toMatch(known!.ring);
    }
  });
});
