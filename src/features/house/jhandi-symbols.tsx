// Jhandi Munda's six die faces, drawn: heart, spade, diamond, club, flag (jhandi) and crown (munda).
// Colour per face comes from the stylesheet's tokens; each has a translated name for screen readers.
import type { JhandiMundaSymbol } from '../../../games/jhandi-munda.ts';

const FACES: Record<JhandiMundaSymbol, string> = {
  heart: 'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 3C19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z',
  spade: 'M12 2C9 6 3 9.5 3 14a4.5 4.5 0 0 0 7.6 3.2L9 22h6l-1.6-4.8A4.5 4.5 0 0 0 21 14c0-4.5-6-8-9-12z',
  diamond: 'M12 2 20 12 12 22 4 12z',
  club: 'M12 2a4.5 4.5 0 0 0-3.7 7A4.5 4.5 0 1 0 10.6 17L9 22h6l-1.6-5A4.5 4.5 0 1 0 15.7 9 4.5 4.5 0 0 0 12 2z',
  flag: 'M5 2h2v20H5zm3 1h11l-3 4.5L19 12H8z',
  crown: 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5zm2 13h14v2H5z',
};

export function JhandiFace({ symbol, label }: { symbol: JhandiMundaSymbol; label: string }) {
  return (
    <svg className={`jhandi-face face-${symbol}`} viewBox="0 0 24 24" role="img" aria-label={label} focusable="false">
      <path fill="currentColor" d={FACES[symbol]} />
    </svg>
  );
}
