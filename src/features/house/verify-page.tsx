// /house/verify: the provably-fair verification page. Anyone can recompute a slot spin, a Jhandi
// Munda throw or a crash game here, in the browser, with the same games/ code the server played it
// with. A signed-in player also sees their own rounds: a tap fills the form, and a round whose server
// seed is still secret says so, with Rotate to reveal it. The games link here with their seeds filled.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { sessionAtom } from '../../lib/session.ts';
import { MyRounds } from './my-rounds.tsx';
import { CrashFields, CrashResult, type CrashInput } from './verify-crash.tsx';
import { SeededFields, SeededResult, type SeededInput } from './verify-seeded.tsx';
import './house.css';

type VerifyGame = 'slot' | 'jhandi_munda' | 'crash';
const GAMES: VerifyGame[] = ['slot', 'jhandi_munda', 'crash'];

function fromQuery(search: string) {
  const q = new URLSearchParams(search);
  const game = (GAMES as string[]).includes(q.get('game') ?? '') ? (q.get('game') as VerifyGame) : 'slot';
  const seeded: SeededInput = {
    serverSeed: q.get('serverSeed') ?? '',
    clientSeed: q.get('clientSeed') ?? '',
    nonce: (q.get('nonce') ?? '0').replace(/\D/g, ''),
    stake: '10',
    faces: ['crown'],
  };
  const crash: CrashInput = {
    hash: q.get('hash') ?? '',
    salt: q.get('salt') ?? '',
    number: (q.get('number') ?? '').replace(/\D/g, ''),
    terminal: q.get('terminal') ?? '',
  };
  return { game, seeded, crash };
}

export function VerifyPage() {
  const { t } = useTranslation('house');
  const session = useAtomValue(sessionAtom);
  const [initial] = useState(() => fromQuery(window.location.search));
  const [game, setGame] = useState<VerifyGame>(initial.game);
  const [seeded, setSeeded] = useState<SeededInput>(initial.seeded);
  const [crash, setCrash] = useState<CrashInput>(initial.crash);

  return (
    <Page screen="VerifyPage" className="verify">
      <PageHeader title={t('verify.title')} back="history" subtitle={t('verify.subtitle')} />
      <SegmentedControl label={t('verify.game')} value={game} onChange={setGame} options={GAMES.map((g) => ({ value: g, label: t(`verify.games.${g}`) }))} />
      <Card title={t('verify.inputs')}>
        {game === 'crash' ? <CrashFields input={crash} onChange={setCrash} /> : <SeededFields game={game} input={seeded} onChange={setSeeded} />}
      </Card>
      <Card title={t('verify.outcome')}>{game === 'crash' ? <CrashResult input={crash} /> : <SeededResult game={game} input={seeded} />}</Card>
      {session && session.role !== 'operator' && (
        <MyRounds
          onPick={(picked) => {
            setGame(picked.game);
            setSeeded(picked.input);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Page>
  );
}
