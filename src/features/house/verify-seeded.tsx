// Recomputes a slot spin or a Jhandi Munda throw in the browser from its seeds (server seed, client
// seed, nonce) and its stake, with the very code the server played it with (games/): the window and
// paid lines, or the six dice and what each staked face paid; and the server seed's sha256, to compare
// with the hash the game showed before the round.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSeedHash } from '../../../games/fair-random.ts';
import { JHANDI_MUNDA_STAKE_PRESETS_TAKA, JHANDI_MUNDA_SYMBOLS, jhandiMundaOutcome, type JhandiMundaBets } from '../../../games/jhandi-munda.ts';
import { SLOT_STAKE_PRESETS_TAKA, slotOutcome } from '../../../games/slot.ts';
import { Checkbox } from '../../components/checkbox.tsx';
import { TextField } from '../../components/form-field.tsx';
import { Money } from '../../components/money.tsx';
import { SelectField } from '../../components/select.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { JhandiFace } from './jhandi-symbols.tsx';
import { SlotSymbolView } from './slot-symbols.tsx';

export interface SeededInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  stake: string;
  faces: string[];
  /** A Jhandi Munda round's own stakes per face (poisha), when filled from the player's rounds. */
  exactBets?: JhandiMundaBets;
}

export function SeededFields({ game, input, onChange }: { game: 'slot' | 'jhandi_munda'; input: SeededInput; onChange: (next: SeededInput) => void }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const set = (patch: Partial<SeededInput>) => onChange({ ...input, exactBets: undefined, ...patch });
  return (
    <div className="verify-fields">
      <TextField
        label={t('fair.serverSeed')}
        value={input.serverSeed}
        onChange={(e) => set({ serverSeed: e.target.value.trim() })}
        spellCheck={false}
        autoComplete="off"
      />
      <TextField
        label={t('fair.clientSeed')}
        value={input.clientSeed}
        onChange={(e) => set({ clientSeed: e.target.value.trim() })}
        spellCheck={false}
        autoComplete="off"
      />
      <TextField
        label={t('fair.nonce')}
        value={input.nonce}
        inputMode="numeric"
        onChange={(e) => set({ nonce: e.target.value.replace(/\D/g, '').slice(0, 9) })}
      />
      <SelectField
        label={t('stake')}
        value={input.stake}
        onChange={(v) => set({ stake: v })}
        options={(game === 'slot' ? SLOT_STAKE_PRESETS_TAKA : JHANDI_MUNDA_STAKE_PRESETS_TAKA).map((s) => ({
          value: String(s),
          label: f.taka(s, { whole: true }),
        }))}
      />
      {game === 'jhandi_munda' && (
        <fieldset className="verify-faces">
          <legend>{t('verify.faces')}</legend>
          {JHANDI_MUNDA_SYMBOLS.map((face) => (
            <Checkbox
              key={face}
              label={t(`jhandi.symbols.${face}`)}
              checked={input.faces.includes(face)}
              onChange={(on) => set({ faces: on ? [...input.faces, face] : input.faces.filter((x) => x !== face) })}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}

export function SeededResult({ game, input }: { game: 'slot' | 'jhandi_munda'; input: SeededInput }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const computed = useMemo(() => {
    if (!input.serverSeed || !input.clientSeed || input.nonce === '') return null;
    const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: Number(input.nonce) };
    const stakePoisha = Number(input.stake) * 100;
    if (game === 'slot') return { hash: serverSeedHash(input.serverSeed), slot: slotOutcome(seeds, stakePoisha) };
    const bets: JhandiMundaBets = input.exactBets ?? Object.fromEntries(input.faces.map((face) => [face, stakePoisha]));
    return { hash: serverSeedHash(input.serverSeed), jhandi: jhandiMundaOutcome(seeds, bets) };
  }, [game, input]);
  if (!computed) return <p className="house-muted">{t('verify.fillIn')}</p>;
  return (
    <div className="verify-result" data-testid="verify-result">
      <dl className="fair-list">
        <dt>{t('verify.hashOfSeed')}</dt>
        <dd className="hash" data-testid="verify-seed-hash">
          {computed.hash}
        </dd>
      </dl>
      {computed.slot && (
        <>
          <div className="verify-window" aria-label={t('verify.window')} role="group">
            {computed.slot.window.map((column, reel) => (
              <div key={reel} className="verify-reel">
                {column.map((s, row) => (
                  <SlotSymbolView key={row} symbol={s} label={t(`slot.symbols.${s}`)} />
                ))}
              </div>
            ))}
          </div>
          <p data-testid="verify-payout">
            {t('verify.paid')} <Money value={computed.slot.payoutPoisha / 100} />
          </p>
          <ul className="slot-wins">
            {computed.slot.lines.map((l) => (
              <li key={l.line}>
                {t('slot.lineWin', { n: f.integer(l.line), count: f.integer(l.count), symbol: t(`slot.symbols.${l.symbol}`) })}{' '}
                <Money value={l.payPoisha / 100} />
              </li>
            ))}
          </ul>
        </>
      )}
      {computed.jhandi && (
        <>
          <div className="jhandi-dice" role="group" aria-label={t('verify.dice')}>
            {computed.jhandi.dice.map((face, i) => (
              <span key={i} className="jhandi-die">
                <JhandiFace symbol={face} label={t(`jhandi.symbols.${face}`)} />
              </span>
            ))}
          </div>
          <p data-testid="verify-payout">
            {t('verify.paid')} <Money value={computed.jhandi.payoutPoisha / 100} />
          </p>
        </>
      )}
    </div>
  );
}
