// The slip's odds. Match odds: editable, with − and + stepping one tick along the exchange ladder and a
// typed price snapped to the nearest tick when the field is left. Bookmaker and fancy: the rate (and
// runs line) the book quotes, read only: those markets take their own rate or refuse.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { parseNumber } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { LADDER_MAX, LADDER_MIN, isLadderPrice } from '../../../../contracts/exchange-ladder.ts';
import { stepOdds } from './bet-math.ts';
import type { SlipSelection } from '../my-bets/bet-state.ts';

/** The ladder tick nearest a typed price (ties go up). */
export function nearestTick(price: number): number {
  const down = isLadderPrice(price) ? price : stepOdds(price, -1);
  const up = isLadderPrice(price) ? price : stepOdds(price, 1);
  return price - down < up - price ? down : up;
}

export function OddsField({ sel, onChange }: { sel: SlipSelection; onChange: (price: number) => void }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const [text, setText] = useState(() => f.odds(sel.price));
  // A price set from outside (a step, the feed's new price) replaces what is shown; one the player is
  // typing ("2.0" on its way to "2.06") is left alone. Adjusted while rendering, not in an effect, so
  // a feed move lands in the tick's one commit (tests/odds-counts).
  const [shownFor, setShownFor] = useState(sel.price);
  if (shownFor !== sel.price) {
    setShownFor(sel.price);
    if (parseNumber(text) !== sel.price) setText(f.odds(sel.price));
  }
  if (sel.marketType !== 'match_odds') {
    return (
      <div className="slip-rate" data-testid="slip-rate">
        <span className="slip-rate-label">{sel.marketType === 'fancy' ? t('slip.runsAndRate') : t('slip.rate')}</span>
        <span className="slip-rate-value num">
          {sel.marketType === 'fancy' ? `${f.integer(sel.line ?? 0)} / ${f.integer(sel.price)}` : f.integer(sel.price)}
        </span>
      </div>
    );
  }
  const typed = (value: string) => {
    setText(value);
    const n = parseNumber(value);
    if (n !== null && isLadderPrice(n)) onChange(n);
  };
  const settle = () => {
    const n = parseNumber(text);
    const next = n === null ? sel.price : nearestTick(Math.min(LADDER_MAX, Math.max(LADDER_MIN, n)));
    setText(f.odds(next));
    if (next !== sel.price) onChange(next);
  };
  return (
    <FormField label={t('slip.odds')} value={text} className="slip-odds">
      {(control) => (
        <div className="odds-stepper">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('slip.oddsDown')}
            disabled={sel.price <= LADDER_MIN}
            onClick={() => onChange(stepOdds(sel.price, -1))}
          >
            −
          </Button>
          <input
            className="input num"
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => typed(e.target.value)}
            onBlur={settle}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('slip.oddsUp')}
            disabled={sel.price >= LADDER_MAX}
            onClick={() => onChange(stepOdds(sel.price, 1))}
          >
            +
          </Button>
        </div>
      )}
    </FormField>
  );
}
