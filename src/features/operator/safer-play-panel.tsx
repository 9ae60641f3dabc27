// Safer play in the operator console: each player's limits (with a change waiting out its 24
// hours), the break in force and every break they ever took, and their reality-check interval. Read only:
// the server has no call that changes them, so neither does this panel.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSaferPlayItem } from '../../../contracts/safer-play.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getSaferPlayPlayers } from './account-safety-api.ts';
import './account-safety.css';

export function SaferPlayPanel() {
  const { t } = useTranslation('operator');
  const [username, setUsername] = useState('');
  const [searched, setSearched] = useState('');
  const read = useRead(`operator:safer-play:${searched}`, () => getSaferPlayPlayers(searched));
  const search = (name: string) => {
    if (name.trim() === searched) read.refresh();
    else setSearched(name.trim());
  };

  return (
    <div className="safer-panel" data-testid="safer-play-panel">
      <Notice tone="info">{t('saferPlayIntro')}</Notice>
      <form
        className="safer-panel-search"
        onSubmit={(e) => {
          e.preventDefault();
          search(username);
        }}
      >
        <TextField label={t('searchPlayer')} value={username} onChange={(e) => setUsername(e.target.value)} autoCapitalize="none" />
        <Button type="submit" variant="secondary">
          {t('search')}
        </Button>
      </form>
      <ReadState read={read} skeleton={null} empty={<EmptyState title={t('noSaferPlay')} icon="user" />} isEmpty={(rows) => rows.length === 0}>
        {(rows) => rows.map((row) => <PlayerCard key={row.player.id} row={row} />)}
      </ReadState>
    </div>
  );
}

function PlayerCard({ row }: { row: OperatorSaferPlayItem }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const set = row.limits.filter((l) => l.amount !== null || l.pending);
  return (
    <Card
      title={row.player.username}
      testId="safer-player"
      actions={row.exclusion ? <Badge tone="danger">{t(`kindValue.${row.exclusion.kind}`)}</Badge> : undefined}
    >
      <dl className="safer-panel-facts">
        <dt>{t('currentBreak')}</dt>
        <dd>{row.exclusion ? `${t(`kindValue.${row.exclusion.kind}`)} ${t('until', { time: f.dateTime(row.exclusion.ends_at) })}` : t('noBreak')}</dd>
        <dt>{t('limitsOf')}</dt>
        <dd>
          {set.length === 0 ? (
            t('noLimit')
          ) : (
            <ul>
              {set.map((l) => (
                <li key={`${l.kind}-${l.period}`}>
                  {t(`limitKind.${l.kind}`)} · {t(`periodValue.${l.period}`)}: {l.amount === null ? t('noLimit') : f.taka(l.amount, { whole: true })}
                  {l.pending &&
                    ` (${t('pendingChange', { amount: l.pending.amount === null ? t('noLimit') : f.taka(l.pending.amount, { whole: true }), at: f.dateTime(l.pending.effective_at) })})`}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('breakHistory')}</dt>
        <dd>
          {row.exclusions.length === 0 ? (
            t('noBreak')
          ) : (
            <ul>
              {row.exclusions.map((e) => (
                <li key={e.started_at}>
                  {t(`kindValue.${e.kind}`)}: {f.dateTime(e.started_at)} – {f.dateTime(e.ends_at)}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('realityEvery', { minutes: f.integer(row.reality_check_minutes) })}</dt>
        <dd />
      </dl>
    </Card>
  );
}
