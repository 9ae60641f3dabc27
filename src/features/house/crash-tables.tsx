// The crash screen's two lists: the recent crash points (newest first, a strip that scrolls inside
// itself) and this round's players with their stakes and cash-outs, as the other players see them.
import { useTranslation } from 'react-i18next';
import type { CrashState } from '../../../contracts/games.ts';
import { Money } from '../../components/money.tsx';
import { useFormat } from '../../lib/use-format.ts';

export function CrashHistory({ state }: { state: CrashState | null }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  if (!state || state.history.length === 0) return null;
  return (
    <ol className="crash-history" aria-label={t('crash.history')} data-testid="crash-history">
      {state.history.slice(0, 12).map((h) => (
        <li key={h.gameNumber} className={h.crashedAt >= 2 ? 'is-high' : 'is-low'}>
          {f.number(h.crashedAt, { minDecimals: 2, maxDecimals: 2 })}×
        </li>
      ))}
    </ol>
  );
}

export function CrashPlayers({ state }: { state: CrashState | null }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const bets = state?.bets ?? [];
  return (
    <section className="crash-players" aria-labelledby="crash-players-title">
      <h2 id="crash-players-title" className="house-section-title">
        {t('crash.players', { n: f.integer(bets.length) })}
      </h2>
      {bets.length === 0 ? (
        <p className="house-muted">{t('crash.noPlayers')}</p>
      ) : (
        <table className="crash-table" data-testid="crash-players">
          <thead>
            <tr>
              <th>{t('crash.player')}</th>
              <th>{t('stake')}</th>
              <th>{t('crash.cashedOut')}</th>
              <th>{t('win')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((b, i) => (
              <tr key={`${b.username}-${i}`} className={b.cashedOut !== null ? 'is-cashed' : undefined}>
                <td translate="no">{b.username}</td>
                <td>
                  <Money value={b.stake} />
                </td>
                <td>{b.cashedOut !== null ? `${f.number(b.cashedOut, { minDecimals: 2, maxDecimals: 2 })}×` : '—'}</td>
                <td>{b.cashedOut !== null ? <Money value={b.payout} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
