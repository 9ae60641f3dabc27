// The signed-in player's own slot and Jhandi Munda rounds on the verification page, newest first.
// A round whose server seed is revealed fills the form with a tap; one still played with the secret
// seed says so, and Rotate reveals it (and starts a new pair) right here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRoundResponse } from '../../../contracts/games.ts';
import type { JhandiMundaBets } from '../../../games/jhandi-munda.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Money } from '../../components/money.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { getMyRounds, rotateMySeeds } from './api.ts';
import { suggestClientSeed } from './fair-panel.tsx';
import type { SeededInput } from './verify-seeded.tsx';

export interface PickedRound {
  game: 'slot' | 'jhandi_munda';
  input: SeededInput;
}

export function roundInput(round: HouseRoundResponse): SeededInput {
  const bets = (round.bet ?? {}) as Record<string, number>;
  const jhandi = round.game === 'jhandi_munda';
  return {
    serverSeed: round.serverSeed ?? '',
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    stake: String(round.stake),
    faces: jhandi ? Object.keys(bets) : ['crown'],
    exactBets: jhandi ? (bets as JhandiMundaBets) : undefined,
  };
}

export function MyRounds({ onPick }: { onPick: (round: PickedRound) => void }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const read = useRead('house:my-rounds', getMyRounds);
  const [busy, setBusy] = useState(false);
  const hidden = (read.data ?? []).some((r) => r.serverSeed === null);
  const reveal = async () => {
    setBusy(true);
    try {
      await rotateMySeeds(suggestClientSeed());
      read.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={t('verify.myRounds')}
      testId="my-rounds"
      actions={
        hidden ? (
          <Button size="sm" variant="secondary" onClick={reveal} loading={busy}>
            {t('fair.rotate')}
          </Button>
        ) : undefined
      }
    >
      {hidden && <p className="house-muted">{t('verify.hiddenSeed')}</p>}
      <ReadState read={read} empty={<EmptyState title={t('verify.noRounds')} />} isEmpty={(rounds) => rounds.length === 0}>
        {(rounds) => (
          <List label={t('verify.myRounds')}>
            {rounds.map((r) => (
              <ListRow
                key={r.roundId}
                testId="my-round"
                title={`${t(`verify.games.${r.game}`)} · #${f.integer(r.roundId)}`}
                subtitle={`${f.dateTime(r.created_at)} · ${t('fair.nonce')} ${f.integer(r.nonce)}`}
                trailing={
                  <span className="my-round-money">
                    <Money value={r.payout - r.stake} signed />
                  </span>
                }
                onClick={r.serverSeed ? () => onPick({ game: r.game, input: roundInput(r) }) : undefined}
                chevron={Boolean(r.serverSeed)}
              />
            ))}
          </List>
        )}
      </ReadState>
    </Card>
  );
}
