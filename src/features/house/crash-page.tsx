// Chakka Crash (/house/crash, the launch url of chakka_chakka_crash): one shared round for everyone.
// Bet while betting is open, watch the multiplier climb, cash out (or let the auto cash-out do it)
// before it crashes. The other players' bets and cash-outs, the recent crash points and, after each
// game, its crash point and chain hash (recomputed here with games/crash.ts) are on screen.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRASH_RTP_BP } from '../../../games/crash.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { cashOutCrash, getHouseBalance, placeCrashBet } from './api.ts';
import { CrashBetPanel, type MyCrashBet } from './crash-bet-panel.tsx';
import { CrashChart } from './crash-chart.tsx';
import { useCrashFeed } from './crash-feed.ts';
import { CrashFairPanel } from './crash-fair-panel.tsx';
import { CrashHistory, CrashPlayers } from './crash-tables.tsx';
import { HouseFrame } from './house-frame.tsx';
import { HouseError, useHousePlay } from './house-play.tsx';
import { useHouseSession } from './use-house-session.ts';

/** Others see a name as its first two letters and stars (server/house/crash-state.ts). */
const masked = (name: string) => `${name.slice(0, 2)}***`;

export function CrashPage() {
  const { t } = useTranslation('house');
  const f = useFormat();
  const { status, session, balance, setBalance, launch, settle } = useHouseSession('chakka_chakka_crash');
  const { state, offsetMs } = useCrashFeed();
  const [myBet, setMyBet] = useState<MyCrashBet | null>(null);
  const { busy, error, onError, play } = useHousePlay(settle);
  const settledGame = useRef<number | null>(null);
  const [crashedGame, setCrashedGame] = useState<number | null>(null);

  // The server settles auto cash-outs and losses by itself: read them from the round's bets once it
  // crashed, then ask the wallet for the balance (once per game the player was in).
  useEffect(() => {
    if (!state || !myBet || myBet.result || myBet.gameId !== state.gameId || state.phase !== 'crashed' || !session) return;
    if (settledGame.current === state.gameId) return;
    settledGame.current = state.gameId;
    const mine = state.bets.find((b) => b.username === masked(session.username) && b.stake === myBet.stake);
    setMyBet({ ...myBet, result: { won: mine?.cashedOut != null, multiplier: mine?.cashedOut ?? null, payout: mine?.payout ?? 0 } });
    setCrashedGame(state.gameId);
  }, [state, myBet, session]);
  const after = useRead(crashedGame === null ? null : `house:crash:balance:${crashedGame}`, getHouseBalance);
  useEffect(() => {
    if (after.data) setBalance(after.data.balance);
  }, [after.data, setBalance]);
  useEffect(() => {
    if (after.error !== undefined) onError(after.error);
  }, [after.error, onError]);

  const bet = (stake: number, auto: number | null) =>
    play(async () => {
      const placed = await placeCrashBet(stake, auto ?? undefined);
      setMyBet({ gameId: placed.gameId, stake, auto: placed.autoCashout, result: null });
      setBalance(placed.balance);
    });

  const cashOut = () =>
    play(async () => {
      const out = await cashOutCrash();
      setMyBet((b) => (b ? { ...b, result: { won: out.won, multiplier: out.multiplier, payout: out.payout } } : b));
      setBalance(out.balance);
    });

  const mine = myBet && state && myBet.gameId === state.gameId ? myBet : null;
  return (
    <HouseFrame title={t('crash.title')} rtp={CRASH_RTP_BP / 10_000} status={status} balance={balance} returnPath={launch.returnPath} screen="CrashPage">
      <section className="house-game crash" aria-label={t('crash.title')}>
        <CrashHistory state={state} />
        <CrashChart state={state} offsetMs={offsetMs} />
        {mine?.result && (
          <p className={`crash-outcome ${mine.result.won ? 'is-won' : 'is-lost'}`} role="status" data-testid="crash-outcome">
            {mine.result.won && mine.result.multiplier !== null
              ? t('crash.youWon', { x: f.number(mine.result.multiplier, { minDecimals: 2, maxDecimals: 2 }), payout: f.taka(mine.result.payout) })
              : t('crash.youLost')}
          </p>
        )}
        <HouseError error={error} />
        <CrashBetPanel state={state} offsetMs={offsetMs} myBet={myBet} balance={balance} busy={busy} onBet={bet} onCashOut={cashOut} />
        <CrashPlayers state={state} />
      </section>
      <CrashFairPanel state={state} />
    </HouseFrame>
  );
}
