// The motifs of the seed's game tiles: each game gets its own picture, drawn from what its name is about (a
// fish for the fishing games, a tiger, a rocket, cards, a wheel, lottery balls, a cricket bat ...), in its own
// accent colour over its own background pattern, so no two tiles of a studio look alike. Simple shapes
// centred on (0, 0), about 90 px across, in `a` (the game's accent) and white.
import { createHash } from 'node:crypto';
import type { GameType } from '../../contracts/content.ts';

type Motif = (a: string) => string;

const W = '#fff';
const MOTIFS: Record<string, Motif> = {
  fish: (a) =>
    `<path d="M-40 0 C-20 -28 20 -28 30 0 C20 28 -20 28 -40 0Z" fill="${W}"/><path d="M30 0 L46 -18 L46 18Z" fill="${W}"/>` +
    `<path d="M-6 -18 C0 -4 0 4 -6 18" stroke="${a}" stroke-width="4" fill="none"/><circle cx="-24" cy="-5" r="5" fill="${a}"/>`,
  tiger: (a) =>
    `<circle r="36" fill="${a}"/><circle cx="-26" cy="-30" r="11" fill="${a}"/><circle cx="26" cy="-30" r="11" fill="${a}"/>` +
    `<path d="M-8 -36 L0 -22 L8 -36 M-34 -6 L-18 -2 M34 -6 L18 -2 M-32 10 L-16 8 M32 10 L16 8" stroke="#222" stroke-width="5" fill="none"/>` +
    `<circle cx="-12" cy="-6" r="5" fill="${W}"/><circle cx="12" cy="-6" r="5" fill="${W}"/><path d="M-8 14 L0 22 L8 14Z" fill="#222"/>`,
  rocket: (a) =>
    `<path d="M0 -44 C18 -24 18 10 12 26 L-12 26 C-18 10 -18 -24 0 -44Z" fill="${W}"/><circle cy="-10" r="8" fill="${a}"/>` +
    `<path d="M-12 10 L-26 30 L-12 26Z M12 10 L26 30 L12 26Z" fill="${a}"/><path d="M-8 28 L0 46 L8 28Z" fill="#ffb300"/>`,
  kite: (a) =>
    `<path d="M0 -44 L30 -4 L0 34 L-30 -4Z" fill="${W}"/><path d="M0 -44 L0 34 M-30 -4 L30 -4" stroke="${a}" stroke-width="4"/>` +
    `<path d="M0 34 C10 40 -10 46 0 52" stroke="${W}" stroke-width="3" fill="none"/>`,
  plane: (a) => `<path d="M-42 4 L42 -6 L30 4 L-42 12Z" fill="${W}"/><path d="M-6 0 L10 -30 L20 -30 L14 0Z M-30 4 L-38 -14 L-30 -14 L-20 2Z" fill="${a}"/>`,
  balloon: (a) =>
    `<ellipse cy="-8" rx="28" ry="34" fill="${W}"/><ellipse cx="-10" cy="-18" rx="7" ry="11" fill="${a}" opacity=".6"/>` +
    `<path d="M-5 26 L5 26 L0 32Z" fill="${W}"/><path d="M0 32 C8 38 -8 44 0 50" stroke="${W}" stroke-width="3" fill="none"/>`,
  dice: (a) =>
    `<rect x="-38" y="-22" width="44" height="44" rx="8" fill="${W}" transform="rotate(-12)"/><rect x="-2" y="-30" width="40" height="40" rx="8" fill="${a}" transform="rotate(10)"/>` +
    `<circle cx="-26" cy="-8" r="5" fill="${a}"/><circle cx="-10" cy="10" r="5" fill="${a}"/><circle cx="14" cy="-14" r="4" fill="${W}"/><circle cx="26" cy="-2" r="4" fill="${W}"/>`,
  cards: (a) =>
    `<rect x="-34" y="-36" width="40" height="58" rx="6" fill="${W}" transform="rotate(-14)"/><rect x="-6" y="-32" width="40" height="58" rx="6" fill="${W}" transform="rotate(12)"/>` +
    `<path d="M14 -12 C22 -24 34 -14 14 6 C-6 -14 6 -24 14 -12Z" fill="${a}" transform="rotate(12)"/><text x="-30" y="-14" font-size="16" font-weight="800" fill="${a}" transform="rotate(-14)" font-family="Arial">A</text>`,
  wheel: (a) =>
    `<circle r="40" fill="${W}"/><circle r="32" fill="${a}"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M0 0 L${(32 * Math.cos((i * Math.PI) / 4)).toFixed(1)} ${(32 * Math.sin((i * Math.PI) / 4)).toFixed(1)}" stroke="${W}" stroke-width="3"/>`,
    ).join('') +
    `<circle r="8" fill="${W}"/><path d="M0 -48 L-6 -38 L6 -38Z" fill="${W}"/>`,
  balls: (a) =>
    `<circle cx="-20" cy="10" r="18" fill="${W}"/><circle cx="20" cy="10" r="18" fill="${a}"/><circle cy="-22" r="18" fill="${W}"/>` +
    `<text x="-20" y="16" text-anchor="middle" font-size="16" font-weight="800" fill="${a}" font-family="Arial">7</text><text y="-16" text-anchor="middle" font-size="16" font-weight="800" fill="${a}" font-family="Arial">3</text>`,
  cricket: (a) =>
    `<rect x="-8" y="-44" width="16" height="66" rx="6" fill="${W}" transform="rotate(30)"/><rect x="-4" y="18" width="8" height="22" rx="3" fill="${a}" transform="rotate(30)"/>` +
    `<circle cx="24" cy="24" r="13" fill="#d32f2f"/><path d="M14 18 C22 24 22 30 30 32" stroke="${W}" stroke-width="2" fill="none"/>`,
  football: (a) =>
    `<circle r="36" fill="${W}"/><path d="M0 -12 L11 -4 L7 10 L-7 10 L-11 -4Z" fill="${a}"/>` +
    `<path d="M0 -12 L0 -36 M11 -4 L33 -12 M7 10 L20 30 M-7 10 L-20 30 M-11 -4 L-33 -12" stroke="${a}" stroke-width="3"/>`,
  horseshoe: (a) =>
    `<path d="M-26 36 L-30 -4 C-30 -34 30 -34 30 -4 L26 36" stroke="${W}" stroke-width="14" fill="none"/><circle cx="-30" cy="0" r="3" fill="${a}"/><circle cx="30" cy="0" r="3" fill="${a}"/>`,
  trophy: (a) =>
    `<path d="M-24 -36 L24 -36 L20 0 C16 14 -16 14 -20 0Z" fill="${W}"/><path d="M-24 -30 C-44 -30 -40 -4 -20 -4 M24 -30 C44 -30 40 -4 20 -4" stroke="${W}" stroke-width="5" fill="none"/>` +
    `<rect x="-6" y="10" width="12" height="16" fill="${W}"/><rect x="-22" y="26" width="44" height="10" rx="3" fill="${a}"/>`,
  coin: (a) =>
    `<circle r="36" fill="#ffd54f"/><circle r="28" fill="none" stroke="${a}" stroke-width="4"/><text y="12" text-anchor="middle" font-size="32" font-weight="900" fill="${a}" font-family="Arial">৳</text>`,
  coins: (a) =>
    `<ellipse cx="-14" cy="22" rx="26" ry="10" fill="#ffca28"/><ellipse cx="-14" cy="12" rx="26" ry="10" fill="#ffd54f"/><ellipse cx="-14" cy="2" rx="26" ry="10" fill="#ffe082"/>` +
    `<circle cx="22" cy="-18" r="20" fill="#ffd54f" stroke="${a}" stroke-width="4"/><circle cx="22" cy="-18" r="8" fill="${a}"/>`,
  gem: (a) =>
    `<path d="M-34 -14 L-18 -36 L18 -36 L34 -14 L0 36Z" fill="${W}"/><path d="M-34 -14 L34 -14 M-18 -36 L-8 -14 L0 36 L8 -14 L18 -36" stroke="${a}" stroke-width="3" fill="none"/>`,
  lotus: (a) =>
    `<path d="M0 24 C-8 0 -8 -20 0 -38 C8 -20 8 0 0 24Z" fill="${W}"/><path d="M0 24 C-20 10 -30 -8 -30 -22 C-14 -16 -4 -2 0 24Z M0 24 C20 10 30 -8 30 -22 C14 -16 4 -2 0 24Z" fill="${a}"/>` +
    `<path d="M-40 30 C-20 20 20 20 40 30" stroke="${W}" stroke-width="4" fill="none"/>`,
  mango: (a) =>
    `<path d="M-20 -24 C10 -40 40 -10 26 18 C14 40 -22 40 -30 14 C-36 -4 -32 -16 -20 -24Z" fill="#ffb300"/><path d="M-18 -24 C-20 -36 -10 -44 2 -40 C-4 -32 -10 -28 -18 -24Z" fill="${a}"/>`,
  sweets: (a) =>
    `<circle cx="-16" cy="6" r="20" fill="${W}"/><circle cx="18" cy="10" r="17" fill="${a}"/><circle cx="2" cy="-20" r="15" fill="#ffe0b2"/>` +
    `<path d="M-24 0 C-18 -6 -10 -6 -6 0" stroke="${a}" stroke-width="3" fill="none"/>`,
  lantern: (a) =>
    `<rect x="-6" y="-44" width="12" height="8" fill="${W}"/><path d="M-24 -36 L24 -36 C34 -10 34 14 24 32 L-24 32 C-34 14 -34 -10 -24 -36Z" fill="${W}"/>` +
    `<path d="M-16 -30 C-22 -10 -22 12 -16 28 M16 -30 C22 -10 22 12 16 28" stroke="${a}" stroke-width="3" fill="none"/><circle r="8" fill="#ffb300"/>`,
  bell: (a) =>
    `<path d="M0 -40 C22 -40 26 -16 26 6 L36 24 L-36 24 L-26 6 C-26 -16 -22 -40 0 -40Z" fill="${W}"/><circle cy="32" r="8" fill="${a}"/><rect x="-4" y="-48" width="8" height="10" fill="${a}"/>`,
  horns: (a) =>
    `<path d="M-14 -10 C-40 -10 -46 -32 -38 -44 C-30 -26 -20 -24 -10 -26 M14 -10 C40 -10 46 -32 38 -44 C30 -26 20 -24 10 -26" stroke="${W}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M-20 -22 L20 -22 L14 30 L-14 30Z" fill="${W}"/><circle cx="-8" cy="20" r="3" fill="${a}"/><circle cx="8" cy="20" r="3" fill="${a}"/>`,
  book: (a) =>
    `<path d="M0 -28 C-14 -36 -32 -36 -42 -30 L-42 30 C-32 24 -14 24 0 32 C14 24 32 24 42 30 L42 -30 C32 -36 14 -36 0 -28Z" fill="${W}"/><path d="M0 -28 L0 32" stroke="${a}" stroke-width="3"/><circle cx="-20" cy="-4" r="7" fill="${a}"/>`,
  gate: (a) =>
    `<path d="M-38 36 L-38 -10 C-38 -44 38 -44 38 -10 L38 36 L22 36 L22 -6 C22 -26 -22 -26 -22 -6 L-22 36Z" fill="${W}"/><circle cy="-30" r="5" fill="${a}"/>`,
  drum: (a) =>
    `<ellipse cy="-18" rx="32" ry="10" fill="${W}"/><path d="M-32 -18 L-28 24 C-20 34 20 34 28 24 L32 -18" fill="${a}"/><path d="M-30 -10 L-4 28 L24 -12 M-14 28 L16 -14" stroke="${W}" stroke-width="3" fill="none"/>` +
    `<path d="M20 -44 L-2 -24 M-20 -44 L2 -24" stroke="${W}" stroke-width="4" stroke-linecap="round"/>`,
  antlers: (a) =>
    `<ellipse cy="12" rx="18" ry="24" fill="${W}"/><path d="M-8 -8 L-20 -40 M-14 -26 L-30 -30 M8 -8 L20 -40 M14 -26 L30 -30" stroke="${W}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="-6" cy="6" r="3" fill="${a}"/><circle cx="6" cy="6" r="3" fill="${a}"/><circle cy="26" r="4" fill="${a}"/>`,
  tree: (a) =>
    `<path d="M0 -44 L30 -6 L14 -6 L34 20 L-34 20 L-14 -6 L-30 -6Z" fill="${W}"/><path d="M-6 20 L-14 40 M6 20 L14 40 M0 20 L0 42" stroke="${a}" stroke-width="5"/>`,
  boat: (a) =>
    `<path d="M-44 10 L44 10 L30 28 L-30 28Z" fill="${W}"/><path d="M0 10 L0 -44 L34 2Z" fill="${a}"/><path d="M-46 38 C-30 32 -16 44 0 38 C16 32 30 44 46 38" stroke="${W}" stroke-width="3" fill="none"/>`,
  rain: (a) =>
    `<path d="M-30 -4 C-40 -4 -40 -24 -26 -24 C-24 -40 0 -44 6 -30 C20 -38 36 -24 30 -10 C40 -6 36 6 26 6 L-26 6 C-30 6 -32 2 -30 -4Z" fill="${W}"/>` +
    `<path d="M-20 16 L-26 30 M0 16 L-6 30 M20 16 L14 30" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  rickshaw: (a) =>
    `<circle cx="-22" cy="24" r="14" fill="none" stroke="${W}" stroke-width="5"/><circle cx="24" cy="24" r="14" fill="none" stroke="${W}" stroke-width="5"/>` +
    `<path d="M-36 -4 C-36 -40 10 -40 10 -4Z" fill="${a}"/><path d="M-30 -4 L30 -4 L24 24 M10 -4 L-22 24" stroke="${W}" stroke-width="5" fill="none"/>`,
  bird: (a) =>
    `<path d="M-40 6 C-20 -16 10 -20 26 -8 L44 -14 L34 0 C30 20 0 28 -16 20 L-40 6Z" fill="${W}"/><circle cx="20" cy="-6" r="3" fill="#222"/><path d="M-16 4 C-6 -6 8 -6 14 4" stroke="${a}" stroke-width="4" fill="none"/>`,
  tower: (a) =>
    `<rect x="-18" y="-20" width="36" height="56" fill="${W}"/><path d="M-24 -20 L24 -20 L24 -34 L14 -34 L14 -28 L4 -28 L4 -34 L-4 -34 L-4 -28 L-14 -28 L-14 -34 L-24 -34Z" fill="${W}"/>` +
    `<rect x="-7" y="14" width="14" height="22" rx="7" fill="${a}"/><rect x="-6" y="-10" width="12" height="12" fill="${a}"/>`,
  bar: (a) =>
    `<rect x="-44" y="-4" width="88" height="10" rx="5" fill="${W}"/><path d="M-30 -4 L-30 -36 M30 -4 L30 -36" stroke="${W}" stroke-width="6"/><circle cy="28" r="12" fill="${a}"/>`,
  pegs: (a) =>
    [-30, -10, 10, 30].map((x) => `<circle cx="${x}" cy="-24" r="4" fill="${W}"/>`).join('') +
    [-20, 0, 20].map((x) => `<circle cx="${x}" cy="-4" r="4" fill="${W}"/>`).join('') +
    [-30, -10, 10, 30].map((x) => `<circle cx="${x}" cy="16" r="4" fill="${W}"/>`).join('') +
    `<circle cx="-10" cy="-40" r="9" fill="${a}"/><rect x="-40" y="30" width="80" height="10" rx="3" fill="${W}"/>`,
  pattern: (a) => `<path d="M0 -40 L40 0 L0 40 L-40 0Z" fill="${W}"/><path d="M0 -24 L24 0 L0 24 L-24 0Z" fill="${a}"/><circle r="8" fill="${W}"/>`,
  reels: (a) =>
    `<rect x="-44" y="-28" width="88" height="56" rx="10" fill="${W}"/>` +
    [-28, 0, 28].map((x) => `<rect x="${x - 12}" y="-20" width="24" height="40" rx="4" fill="${a}" opacity=".85"/>`).join(''),
  controller: (a) =>
    `<path d="M-40 -4 C-40 -24 -20 -24 -10 -18 L10 -18 C20 -24 40 -24 40 -4 L36 20 C32 34 20 30 14 18 L-14 18 C-20 30 -32 34 -36 20Z" fill="${W}"/>` +
    `<path d="M-26 -6 L-14 -6 M-20 -12 L-20 0" stroke="${a}" stroke-width="4"/><circle cx="18" cy="-8" r="4" fill="${a}"/><circle cx="26" cy="0" r="4" fill="${a}"/>`,
};

/** What a name is about, by its words: the first that matches. */
const KEYWORDS: [RegExp, keyof typeof MOTIFS][] = [
  [/fish|hilsa|catch|ocean hunter/i, 'fish'],
  [/dragon tiger/i, 'cards'],
  [/tiger/i, 'tiger'],
  [/rocket|crash/i, 'rocket'],
  [/kite/i, 'kite'],
  [/aviator/i, 'plane'],
  [/balloon/i, 'balloon'],
  [/dice|sic bo|ludo|lucky 7|jhandi/i, 'dice'],
  [/roulette|wheel/i, 'wheel'],
  [/teen patti|poker|holdem|rummy|blackjack|baccarat|andar bahar|call break|card|hi-lo/i, 'cards'],
  [/lotus/i, 'lotus'],
  [/keno|lotto|draw|numbers|mega|bingo|number race/i, 'balls'],
  [/cricket|boundary|sixes|eleven|sportsbook|exchange/i, 'cricket'],
  [/football/i, 'football'],
  [/horse|derby/i, 'horseshoe'],
  [/e-sports|virtual/i, 'controller'],
  [/kabaddi/i, 'trophy'],
  [/coin toss/i, 'coin'],
  [/rickshaw/i, 'rickshaw'],
  [/mangrove/i, 'tree'],
  [/monsoon|river/i, 'rain'],
  [/gold|riches|fortune|jackpot|silver|treasure/i, 'coins'],
  [/mines|gems|pearls|jamdani/i, 'gem'],
  [/mango/i, 'mango'],
  [/rosogolla|candy|pitha/i, 'sweets'],
  [/lantern|lights/i, 'lantern'],
  [/bells/i, 'bell'],
  [/\box\b|buffalo/i, 'horns'],
  [/book/i, 'book'],
  [/gates/i, 'gate'],
  [/drums/i, 'drum'],
  [/deer/i, 'antlers'],
  [/boat/i, 'boat'],
  [/doel/i, 'bird'],
  [/tower/i, 'tower'],
  [/limbo/i, 'bar'],
  [/plinko/i, 'pegs'],
  [/kantha|delta/i, 'pattern'],
];
/** A name that says nothing drawable gets its category's picture. */
const BY_TYPE: Record<GameType, keyof typeof MOTIFS> = {
  SPORTS: 'trophy',
  LIVE: 'cards',
  SLOT: 'reels',
  TABLE: 'wheel',
  BINGO: 'cards',
  EGAME: 'rocket',
  FH: 'fish',
  LOTTO: 'balls',
};

/** A stable number in [0, n) for a game and a purpose. */
export const pick = (code: string, purpose: string, n: number) => createHash('sha256').update(`${purpose}:${code}`).digest().readUInt32BE(0) % n;

/** The game's accent: a hue of its own, strong enough on its studio's gradient. */
export const accentOf = (code: string) => `hsl(${pick(code, 'hue', 360)} 80% 42%)`;

export function motifOf(name: string, type: GameType, code: string): string {
  const key = KEYWORDS.find(([re]) => re.test(name))?.[1] ?? BY_TYPE[type];
  const turn = pick(code, 'turn', 51) - 25;
  const scale = (0.9 + pick(code, 'scale', 25) / 100).toFixed(2);
  // Mirrored for about half the games: two games of one motif then face different ways.
  const flip = pick(code, 'flip', 2) === 1 ? -1 : 1;
  return `<g transform="rotate(${turn}) scale(${(flip * Number(scale)).toFixed(2)} ${scale})">${MOTIFS[key]!(accentOf(code))}</g>`;
}

/** A background pattern of the game's own over its studio's gradient (200 × 240 tile). */
export function patternOf(code: string): string {
  const kind = pick(code, 'pattern', 5);
  const x = 20 + pick(code, 'px', 160);
  const y = 20 + pick(code, 'py', 110);
  const a = accentOf(code);
  switch (kind) {
    case 0:
      return Array.from(
        { length: 12 },
        (_, i) =>
          `<path d="M${x} ${y} L${x + 300 * Math.cos((i * Math.PI) / 6)} ${y + 300 * Math.sin((i * Math.PI) / 6)}" stroke="#fff" stroke-width="14" opacity=".07"/>`,
      ).join('');
    case 1:
      return [30, 60, 90, 120].map((r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="8" opacity=".08"/>`).join('');
    case 2:
      return Array.from(
        { length: 30 },
        (_, i) => `<circle cx="${(i * 37 + x) % 200}" cy="${(i * 53 + y) % 170}" r="${3 + (i % 4)}" fill="#fff" opacity=".12"/>`,
      ).join('');
    case 3:
      return Array.from({ length: 9 }, (_, i) => `<path d="M${-60 + i * 40} 0 L${40 + i * 40} 240" stroke="#fff" stroke-width="12" opacity=".07"/>`).join('');
    default:
      return `<circle cx="${x}" cy="${y}" r="70" fill="${a}" opacity=".35"/><circle cx="${200 - x}" cy="${y + 40}" r="40" fill="#fff" opacity=".08"/>`;
  }
}
