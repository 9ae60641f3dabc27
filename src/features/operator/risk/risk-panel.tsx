// The operator's Risk panel: the liability book, the big-bet ticker, flags, limits and blocks, and one
// player's risk view. Money in taka, times in Asia/Dhaka (useFormat).
import { BookCard } from './book-card.tsx';
import { FlagsCard } from './flags-card.tsx';
import { LimitsCard } from './limits-card.tsx';
import { PlayerCard } from './player-card.tsx';
import { TickerCard } from './ticker-card.tsx';
import { useStaffMay } from '../staff-may.ts';
import './risk-panel.css';

/** A trader sees the book, the ticker, limits and blocks; flags and the player view need the risk desk's reads. */
export function RiskPanel() {
  const mayReadRisk = useStaffMay('risk.read');
  return (
    <div className="risk-panel">
      <BookCard />
      <TickerCard />
      {mayReadRisk && <FlagsCard />}
      <LimitsCard />
      {mayReadRisk && <PlayerCard />}
    </div>
  );
}
