// Recomputes crash games in the browser (bustabit's scheme, games/crash.ts): from a game's revealed
// hash and the chain's salt, its crash point; hashing it `number` times must give the terminal hash
// published before the first game; and hashing it once, twice ... gives the games before it, so the
// page lists their crash points too.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crashPointX100, hashForward, nextChainHash, roundEndX100 } from '../../../games/crash.ts';
import { TextField } from '../../components/form-field.tsx';
import { Icon } from '../../components/icon.tsx';
import { useFormat } from '../../lib/use-format.ts';

export interface CrashInput {
  hash: string;
  salt: string;
  number: string;
  terminal: string;
}

/** Walking the chain to its end costs one sha256 per game; past this many the page does not try. */
export const CHAIN_CHECK_MAX = 200_000;
const HEX64 = /^[0-9a-f]{64}$/;

export function CrashFields({ input, onChange }: { input: CrashInput; onChange: (next: CrashInput) => void }) {
  const { t } = useTranslation('house');
  const set = (patch: Partial<CrashInput>) => onChange({ ...input, ...patch });
  return (
    <div className="verify-fields">
      <TextField
        label={t('verify.gameHash')}
        value={input.hash}
        onChange={(e) => set({ hash: e.target.value.trim().toLowerCase() })}
        spellCheck={false}
        autoComplete="off"
      />
      <TextField
        label={t('crash.salt')}
        value={input.salt}
        onChange={(e) => set({ salt: e.target.value.trim().toLowerCase() })}
        spellCheck={false}
        autoComplete="off"
      />
      <TextField
        label={t('verify.gameNumber')}
        value={input.number}
        inputMode="numeric"
        onChange={(e) => set({ number: e.target.value.replace(/\D/g, '').slice(0, 7) })}
      />
      <TextField
        label={t('crash.terminalHash')}
        value={input.terminal}
        onChange={(e) => set({ terminal: e.target.value.trim().toLowerCase() })}
        spellCheck={false}
        autoComplete="off"
      />
    </div>
  );
}

export function CrashResult({ input }: { input: CrashInput }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const result = useMemo(() => {
    if (!HEX64.test(input.hash) || input.salt === '') return null;
    const earlier: { n: number | null; x: number }[] = [];
    let h = input.hash;
    const number = input.number ? Number(input.number) : null;
    for (let i = 0; i < 10; i++) {
      earlier.push({ n: number === null ? null : number - i, x: roundEndX100(crashPointX100(h, input.salt)) / 100 });
      if (number !== null && number - i <= 1) break;
      h = nextChainHash(h);
    }
    const canCheck = number !== null && number >= 1 && number <= CHAIN_CHECK_MAX && HEX64.test(input.terminal);
    return { earlier, chained: canCheck ? hashForward(input.hash, number) === input.terminal : null };
  }, [input]);
  if (!result) return <p className="house-muted">{t('verify.fillInCrash')}</p>;
  return (
    <div className="verify-result" data-testid="verify-result">
      <p className="verify-crash-point" data-testid="verify-crash-point">
        {t('verify.crashPoint', { x: f.number(result.earlier[0]!.x, { minDecimals: 2, maxDecimals: 2 }) })}
      </p>
      {result.chained !== null && (
        <p data-testid="verify-chain">
          {result.chained ? (
            <span className="fair-ok">
              <Icon name="check" size={16} /> {t('verify.chainOk')}
            </span>
          ) : (
            t('verify.chainBad')
          )}
        </p>
      )}
      <table className="crash-table">
        <thead>
          <tr>
            <th>{t('verify.game')}</th>
            <th>{t('verify.crashPointShort')}</th>
          </tr>
        </thead>
        <tbody>
          {result.earlier.map((g, i) => (
            <tr key={i}>
              <td>{g.n === null ? `−${f.integer(i)}` : `#${f.integer(g.n)}`}</td>
              <td>{f.number(g.x, { minDecimals: 2, maxDecimals: 2 })}×</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
