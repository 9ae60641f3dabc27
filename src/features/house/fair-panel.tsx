// The provably-fair panel of the slot and Jhandi Munda screens (decision 0051): the pair in play (the
// hash the server committed to before play, the client seed the player may change, the nonce of the next
// round), and Rotate, which retires the pair and starts a new one with the player's client seed. The
// retired pair is then shown as the steps of a check, in the order they happened: the hash shown before
// play, the client seed, the rounds (nonces) played with it, the server seed revealed after, and the link
// that recomputes those rounds on the verification page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED_PATTERN } from '../../../games/fair-random.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextField } from '../../components/form-field.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
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
  const read = useRead(`house:seeds:${game}`, getGameSeeds);
  const seeds = read.data ?? null;
  const [clientSeed, setClientSeed] = useState(suggestClientSeed);
  const [busy, setBusy] = useState(false);
  const seedError = CLIENT_SEED_PATTERN.test(clientSeed) ? undefined : 'clientSeedInvalid';

  // A failed read is the screen's to say (an ended session ends it).
  useEffect(() => {
    if (read.error !== undefined) onError(read.error);
  }, [read.error, onError]);
  const nonce = seeds ? Math.max(seeds.active.nonce, lastNonce === null ? 0 : lastNonce + 1) : null;

  const rotate = async () => {
    if (seedError) return;
    setBusy(true);
    try {
      const rotated = await rotateGameSeeds(clientSeed);
      read.update(() => rotated);
      setClientSeed(suggestClientSeed());
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const revealed = seeds?.revealed ?? null;
  return (
    <Card title={t('fair.title')} className="fair-panel" testId="fair-panel">
      <p className="fair-note">{t('fair.note')}</p>
      <h3 className="fair-heading">{t('fair.current')}</h3>
      <dl className="fair-list">
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="hash" data-testid="server-seed-hash">
          {seeds?.active.serverSeedHash ?? '…'}
        </dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className="hash" data-testid="client-seed">
          {seeds?.active.clientSeed ?? '…'}
        </dd>
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
      {revealed && (
        <section className="fair-revealed" data-testid="fair-revealed" aria-labelledby="fair-revealed-title">
          <h3 className="fair-heading" id="fair-revealed-title">
            {t('fair.checkTitle')}
          </h3>
          <ol className="fair-steps">
            <li>
              {t('fair.stepHash')}
              <span className="hash">{revealed.serverSeedHash}</span>
            </li>
            <li>
              {t('fair.stepClientSeed')}
              <span className="hash">{revealed.clientSeed}</span>
            </li>
            <li>
              {revealed.rounds > 0
                ? t('fair.stepRounds', { count: revealed.rounds, rounds: f.integer(revealed.rounds), last: f.integer(revealed.rounds - 1) })
                : t('fair.stepNoRounds')}
            </li>
            <li>
              {t('fair.stepSeed')}
              <span className="hash" data-testid="revealed-seed">
                {revealed.serverSeed}
              </span>
            </li>
            <li>
              <a href={verifyHref(game, revealed)} target="_blank" rel="noopener">
                {t('fair.verify')}
              </a>
            </li>
          </ol>
        </section>
      )}
    </Card>
  );
}
