// Crash's provable fairness on screen (bustabit's scheme, games/crash.ts): the chain's terminal hash and
// salt, published before any game; after each game its hash, the crash point recomputed here from it,
// and the check that it hashes to the previous game's hash (the chain is walked backwards, so no game
// could be chosen after the chain was made). The verification page checks any game against the
// terminal hash.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashState } from '../../../contracts/games.ts';
import { crashPointX100, nextChainHash, roundEndX100 } from '../../../games/crash.ts';
import { Card } from '../../components/card.tsx';
import { Icon } from '../../components/icon.tsx';
import { useFormat } from '../../lib/use-format.ts';

export function crashVerifyHref(game: { hash: string; gameNumber: number }, salt: string, terminalHash: string) {
  const q = new URLSearchParams({ game: 'crash', hash: game.hash, number: String(game.gameNumber), salt, terminal: terminalHash });
  return `/house/verify?${q.toString()}`;
}

export function CrashFairPanel({ state }: { state: CrashState | null }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const last = state?.history[0];
  const checked = useMemo(() => {
    if (!state || !last) return null;
    const point = roundEndX100(crashPointX100(last.hash, state.salt)) / 100;
    const previous = state.history[1];
    return {
      point,
      matches: Math.abs(point - last.crashedAt) < 1e-9,
      chained: previous && previous.gameNumber === last.gameNumber - 1 ? nextChainHash(last.hash) === previous.hash : null,
    };
  }, [state, last]);
  return (
    <Card title={t('fair.title')} className="fair-panel" testId="crash-fair">
      <p className="fair-note">{t('crash.fairNote')}</p>
      <dl className="fair-list">
        <dt>{t('crash.terminalHash')}</dt>
        <dd className="hash">{state?.terminalHash ?? '…'}</dd>
        <dt>{t('crash.salt')}</dt>
        <dd className="hash">{state?.salt ?? '…'}</dd>
        {last && checked && (
          <>
            <dt>{t('crash.lastGame', { n: f.integer(last.gameNumber) })}</dt>
            <dd className="hash" data-testid="crash-last-hash">
              {last.hash}
            </dd>
            <dt>{t('crash.recomputed')}</dt>
            <dd data-testid="crash-recomputed">
              {f.number(checked.point, { minDecimals: 2, maxDecimals: 2 })}×{' '}
              {checked.matches && (
                <span className="fair-ok">
                  <Icon name="check" size={16} /> {t('crash.matches')}
                </span>
              )}
            </dd>
            {checked.chained !== null && (
              <>
                <dt>{t('crash.chain')}</dt>
                <dd>
                  {checked.chained ? (
                    <span className="fair-ok">
                      <Icon name="check" size={16} /> {t('crash.chainOk')}
                    </span>
                  ) : (
                    t('crash.chainBroken')
                  )}
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {last && state && (
        <a href={crashVerifyHref(last, state.salt, state.terminalHash)} target="_blank" rel="noopener">
          {t('fair.verify')}
        </a>
      )}
    </Card>
  );
}
