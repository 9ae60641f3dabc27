// The provably-fair panel of the slot and Jhandi Munda screens (decision 0051): the hash the server
// committed to before play, the client seed the player may change, the nonce of the next round, and
// Rotate, which reveals the server seed in use (so every round played with it can be recomputed on
// the verification page) and starts a new pair with the player's client seed.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeedsResponse } from '../../../contracts/games.ts';
import { CLIENT_SEED_PATTERN } from '../../../games/fair-random.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { getGameSeeds, rotateGameSeeds } from './api.ts';

/** A fresh client seed suggestion: 16 hex digits from the browser's CSPRNG. */
export const suggestClientSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

export function verifyHref(game: 'slot' | 'jhandi_munda', seeds: { serverSeed: string; clientSeed: string; nonce?: number }) {
  const q = new URLSearchParams({ game, serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: String(seeds.nonce ?? 0) });
  return `/house/verify?${q.toString()}`;
}

interface FairPanelProps {
  game: 'slot' | 'jhandi_munda';
  /** The nonce the last round used, to keep the next nonce current without a call per round. */
  lastNonce: number | null;
  onError: (error: unknown) => void;
}

export function FairPanel({ game, lastNonce, onError }: FairPanelProps) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const [seeds, setSeeds] = useState<SeedsResponse | null>(null);
  const [clientSeed, setClientSeed] = useState(suggestClientSeed);
  const [busy, setBusy] = useState(false);
  const seedError = CLIENT_SEED_PATTERN.test(clientSeed) ? undefined : 'clientSeedInvalid';

  useEffect(() => {
    getGameSeeds().then(setSeeds, onError);
  }, [onError]);
  const nonce = seeds ? Math.max(seeds.active.nonce, lastNonce === null ? 0 : lastNonce + 1) : null;

  const rotate = async () => {
    if (seedError) return;
    setBusy(true);
    try {
      setSeeds(await rotateGameSeeds(clientSeed));
      setClientSeed(suggestClientSeed());
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('fair.title')} className="fair-panel" testId="fair-panel">
      <p className="fair-note">{t('fair.note')}</p>
      <dl className="fair-list">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="hash" data-testid="server-seed-hash">
          {seeds?.active.serverSeedHash ?? '…'}
        </dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className="hash">{seeds?.active.clientSeed ?? '…'}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd data-testid="fair-nonce">{nonce === null ? '…' : f.integer(nonce)}</dd>
      </dl>
      <TextField
        label={t('fair.newClientSeed')}
        value={clientSeed}
        onChange={(e) => setClientSeed(e.target.value.trim())}
        error={seedError}
        validate={(v) => (CLIENT_SEED_PATTERN.test(v) ? undefined : 'clientSeedInvalid')}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
      />
      <Button variant="secondary" onClick={rotate} loading={busy} disabled={Boolean(seedError)} block>
        {t('fair.rotate')}
      </Button>
      {seeds?.revealed && (
        <div className="fair-revealed" data-testid="fair-revealed">
          <p>{t('fair.revealed', { rounds: f.integer(seeds.revealed.rounds) })}</p>
          <p className="hash">{seeds.revealed.serverSeed}</p>
          <a href={verifyHref(game, seeds.revealed)} target="_blank" rel="noopener">
            {t('fair.verify')}
          </a>
        </div>
      )}
    </Card>
  );
}
