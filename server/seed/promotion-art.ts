// The seeded promotions' pictures (640 × 280, a promotion card's 16:7): no words, so one picture serves both
// languages; the card beside it says what the promotion is. By the promotion's seeded English name.

const W = '#fff';
const frame = (colors: [string, string], art: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="280" viewBox="0 0 640 280"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
  `<rect width="640" height="280" fill="url(#g)"/><circle cx="90" cy="240" r="150" fill="#fff" opacity=".07"/><circle cx="600" cy="20" r="120" fill="#000" opacity=".1"/>` +
  `${art}</svg>\n`;

const confetti = Array.from({ length: 18 }, (_, i) => {
  const x = 40 + ((i * 97) % 560);
  const y = 24 + ((i * 61) % 230);
  return `<rect x="${x}" y="${y}" width="10" height="5" rx="2" fill="${['#ffd54f', '#fff', '#ff8a65'][i % 3]}" transform="rotate(${(i * 37) % 180} ${x} ${y})" opacity=".8"/>`;
}).join('');

/** A gift box with a bow, coins spilling beside it: the welcome bonus. */
const welcome = () =>
  frame(
    ['#0f5132', '#1fb26b'],
    confetti +
      `<g transform="translate(320 150)"><rect x="-90" y="-40" width="180" height="120" rx="10" fill="${W}"/><rect x="-100" y="-70" width="200" height="40" rx="8" fill="#ffd54f"/>` +
      `<rect x="-14" y="-70" width="28" height="150" fill="#d32f2f"/><path d="M0 -70 C-50 -130 -100 -80 -40 -72 M0 -70 C50 -130 100 -80 40 -72" stroke="#d32f2f" stroke-width="14" fill="none" stroke-linecap="round"/></g>` +
      `<g transform="translate(470 200)"><ellipse rx="40" ry="14" fill="#ffca28"/><ellipse cy="-12" rx="40" ry="14" fill="#ffd54f"/><ellipse cy="-24" rx="40" ry="14" fill="#ffe082"/></g>`,
  );

/** A calendar page and the arrows of a reload: the daily reload. */
const dailyReload = () =>
  frame(
    ['#0b3d91', '#3aa0ff'],
    `<g transform="translate(250 145)"><rect x="-80" y="-80" width="160" height="170" rx="14" fill="${W}"/><rect x="-80" y="-80" width="160" height="44" rx="14" fill="#ffd54f"/>` +
      `<rect x="-50" y="-100" width="12" height="36" rx="6" fill="#1a237e"/><rect x="38" y="-100" width="12" height="36" rx="6" fill="#1a237e"/>` +
      Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${-58 + (i % 3) * 44}" y="${-22 + Math.floor(i / 3) * 34}" width="28" height="22" rx="4" fill="${i === 4 ? '#3aa0ff' : '#e3f2fd'}"/>`,
      ).join('') +
      `</g><g transform="translate(450 140)" fill="none" stroke="${W}" stroke-width="16" stroke-linecap="round"><path d="M-60 -10 A62 62 0 0 1 50 -40"/><path d="M60 10 A62 62 0 0 1 -50 40"/></g>` +
      `<path d="M505 -62 L530 -30 L488 -24Z" transform="translate(0 130)" fill="${W}"/><path d="M395 62 L370 30 L412 24Z" transform="translate(0 150)" fill="${W}"/>`,
  );

/** A cricket ball on a pitch and a taka coin: the sports deposit bonus. */
const sportsBoost = () =>
  frame(
    ['#01579b', '#4caf50'],
    `<path d="M0 230 C160 200 480 200 640 230 L640 280 L0 280Z" fill="#2e7d32" opacity=".7"/>` +
      `<rect x="130" y="110" width="10" height="110" fill="${W}"/><rect x="152" y="110" width="10" height="110" fill="${W}"/><rect x="174" y="110" width="10" height="110" fill="${W}"/>` +
      `<rect x="126" y="102" width="62" height="8" rx="3" fill="#ffd54f"/>` +
      `<g transform="translate(330 130)"><circle r="54" fill="#c62828"/><path d="M-40 -36 C-10 -10 -10 10 -40 36 M40 -36 C10 -10 10 10 40 36" stroke="${W}" stroke-width="5" fill="none" stroke-dasharray="6 5"/></g>` +
      `<g transform="translate(500 120)"><circle r="56" fill="#ffd54f" stroke="#f57f17" stroke-width="8"/><text y="22" text-anchor="middle" font-size="64" font-weight="900" fill="#f57f17" font-family="Arial">৳</text></g>` +
      `<path d="M400 60 C430 30 470 40 480 60" stroke="${W}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M488 48 L486 74 L464 62Z" fill="${W}"/>`,
  );

export interface PromotionArt {
  /** The seeded promotion's English name. */
  name: string;
  thumbnail: string;
  svg: () => string;
}

export const PROMOTION_ART: PromotionArt[] = [
  { name: 'Welcome Bonus 100%', thumbnail: '/storage/promotions/welcome-bonus.webp', svg: welcome },
  { name: 'Daily Reload 10%', thumbnail: '/storage/promotions/daily-reload.webp', svg: dailyReload },
  { name: 'Sports Deposit Bonus 5%', thumbnail: '/storage/promotions/sports-boost.webp', svg: sportsBoost },
];
