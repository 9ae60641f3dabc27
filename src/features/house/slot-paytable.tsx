// Lucky Sixes' paytable, on the screen: what 3, 4 and 5 of each symbol pay on a line (as multiples of
// the line bet, and in taka at the chosen stake), the scatters (multiples of the whole stake), the ten
// lines drawn as small grids, and the stated return to player. Read from games/slot.ts, the very
// tables the server pays by.
import { useTranslation } from 'react-i18next';
import { SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_ROWS, SLOT_SCATTER_PAYS, SLOT_STATED_RTP } from '../../../games/slot.ts';
import { Card } from '../../components/card.tsx';
import { Money } from '../../components/money.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { SlotSymbolView } from './slot-symbols.tsx';

export function SlotPaytable({ stake }: { stake: number }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const lineBet = stake / SLOT_PAYLINES.length;
  return (
    <Card title={t('slot.paytable')} className="slot-paytable" testId="slot-paytable">
      <p>
        {t('slot.paytableNote', {
          lines: f.integer(SLOT_PAYLINES.length),
          lineBet: f.taka(lineBet),
          rtp: f.number(SLOT_STATED_RTP * 100, { minDecimals: 2, maxDecimals: 2 }),
        })}
      </p>
      <table className="paytable">
        <thead>
          <tr>
            <th>{t('slot.symbol')}</th>
            <th>{f.integer(3)}×</th>
            <th>{f.integer(4)}×</th>
            <th>{f.integer(5)}×</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(SLOT_PAYTABLE).map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row">
                <SlotSymbolView symbol={symbol as keyof typeof SLOT_PAYTABLE} label={t(`slot.symbols.${symbol}`)} />
              </th>
              {pays.map((x, i) => (
                <td key={i}>
                  <Money value={x * lineBet} />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <SlotSymbolView symbol="SCATTER" label={t('slot.symbols.SCATTER')} />
            </th>
            {SLOT_SCATTER_PAYS.map((x, i) => (
              <td key={i}>
                <Money value={x * stake} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="paytable-note">
        {t('slot.wildNote')} {t('slot.scatterNote')}
      </p>
      <h3 className="paytable-lines-title">{t('slot.lines')}</h3>
      <ol className="payline-list">
        {SLOT_PAYLINES.map((rows, i) => (
          <li key={i} aria-label={t('slot.lineLabel', { n: f.integer(i + 1) })}>
            <span className="payline-number">{f.integer(i + 1)}</span>
            <span className="payline-grid" aria-hidden="true">
              {Array.from({ length: SLOT_ROWS }, (_, row) => rows.map((r, reel) => <i key={`${row}-${reel}`} className={r === row ? 'on' : undefined} />))}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
