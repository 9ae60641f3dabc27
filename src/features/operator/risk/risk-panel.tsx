// The operator's Risk panel: the liability book, the big-bet ticker, flags, limits and blocks, and one
// player's risk view. Money in taka, times in Asia/Dhaka (useFormat).
import { BookCard } from './book-card.tsx';
import { FlagsCard } from './flags-card.tsx';
import { LimitsCard } from './limits-card.tsx';
import { PlayerCard } from './player-card.tsx';
import { TickerCard } from './ticker-card.tsx';
import './risk-panel.css';

export function RiskPanel() {
  return (
    <div className="risk-panel">
      <BookCard />
      <TickerCard />
      <FlagsCard />
      <LimitsCard />
      <PlayerCard />
    </div>
  );
}
