// A market's Min and Max stake in its header: the operator's limits for the market type once read
// (GET /api/exchange/settings, loaded by the screen), else what the feed says, else nothing.
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { useTranslation } from 'react-i18next';
import type { MarketType } from '../../../../contracts/exchange-bets.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { limitsAtom } from '../my-bets/bet-state.ts';

/** Min and max stake: the operator's limits once read, else what the feed says. */
export function StakeLimits({ type, feedMin, feedMax }: { type: MarketType; feedMin?: number; feedMax?: number }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const limits = useAtomValue(limitsAtom)?.[type];
  const min = limits?.minStake ?? feedMin;
  const max = limits?.maxStake ?? feedMax;
  if (min === undefined || max === undefined) return null;
  return (
    <span className="limits" data-testid={`${type}-limits`}>
      {t('minMax', { min: f.integer(min), max: f.integer(max) })}
    </span>
  );
}
