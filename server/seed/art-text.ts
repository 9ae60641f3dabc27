// Words drawn into the seed's pictures must fit them: the generator has no font metrics (it writes SVG, which
// Chromium later draws), so it sizes text by a generous estimate of its width, wraps a title onto two lines
// and shrinks it only when it must. tests/browser/game-art.spec.ts draws every picture's words with the real
// fonts and checks each lies inside its picture.

/** Estimated advance of a character, in ems, for the bold sans-serif the pictures use (on the wide side). */
function charEm(c: string): number {
  if (c === ' ') return 0.3;
  if (/[ilI.,:;'!|]/.test(c)) return 0.34;
  if (/[mwMW@%]/.test(c)) return 0.95;
  if (/[A-Z0-9&]/.test(c)) return 0.72;
  if (/[a-z-]/.test(c)) return 0.6;
  // Bengali: a code point is often part of a conjunct drawn as one glyph, so per code point this is wide.
  if (/[\u0980-\u09ff]/.test(c)) return 0.62;
  return 0.8;
}

const textWidth = (text: string, fontSize: number) => [...text].reduce((w, c) => w + charEm(c) * fontSize, 0);

/** The title's words on one line or, when they do not fit, two lines as even as the words allow. */
function lineSplits(text: string): string[][] {
  const words = text.split(' ');
  const splits: string[][] = [[text]];
  for (let i = 1; i < words.length; i++) splits.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  return splits;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * `text` at `fontSize`, on at most `maxLines` lines each no wider than `maxWidth`: one line if it fits, else the
 * most even split onto two, else smaller until it fits (never under half the size asked).
 */
export function fitText(text: string, fontSize: number, maxWidth: number, maxLines = 2): FittedText {
  const candidates = lineSplits(text).filter((lines) => lines.length <= maxLines);
  const widest = (lines: string[], size: number) => Math.max(...lines.map((l) => textWidth(l, size)));
  for (let size = fontSize; size >= fontSize / 2; size = Math.floor(size * 0.92)) {
    const fitting = candidates.filter((lines) => widest(lines, size) <= maxWidth);
    if (fitting.length > 0) {
      // Fewest lines first, then the most even.
      fitting.sort((a, b) => a.length - b.length || widest(a, size) - widest(b, size));
      return { lines: fitting[0]!, fontSize: size };
    }
  }
  const size = Math.floor(fontSize / 2);
  return { lines: candidates.sort((a, b) => widest(a, size) - widest(b, size))[0]!, fontSize: size };
}
