// Long-running parts of the process started beside the HTTP server (the exchange simulator,
// expiry sweeps). Each area adds its starter; each returns a function that stops it.
import type { Deps } from './context.ts';
import { startExchangeFeed } from './exchange/background.ts';
import { startRateLimitSweep } from './services/rate-limits.ts';
import { startHouseGames } from './house/background.ts';
import { startReferralCredits } from './services/referral.ts';
import { startEwalletSweep } from './services/ewallet.ts';
import { startRiskJobs } from './exchange/risk/background.ts';

export type BackgroundStarter = (deps: Deps) => Promise<() => Promise<void>> | (() => Promise<void>);

const backgroundStarters: BackgroundStarter[] = [
  startExchangeFeed,
  startRateLimitSweep,
  startHouseGames,
  startReferralCredits,
  startEwalletSweep,
  startRiskJobs,
];

export async function startBackground(deps: Deps): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  for (const start of backgroundStarters) stops.push(await start(deps));
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
