// Where the slip shows. On a phone, under the runner that was tapped: every row holds an anchor that
// reads one yes/no (is the slip mine?), so opening the slip renders the anchor of that row, and
// closing it or moving it renders two anchors; never a row or a price. On a wider screen, in the
// right column of the three-column layout, which says what it is for while nothing is picked.
import { atom } from 'jotai';
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { slipAtom } from '../my-bets/bet-state.ts';
import { BetSlip } from './bet-slip.tsx';

function PhoneSlip() {
  return useIsMobile() ? (
    <div className="slip-anchor" data-testid="slip-anchor">
      <BetSlip placement="inline" />
    </div>
  ) : null;
}

export const SlipAnchor = memo(function SlipAnchor({ rowKey }: { rowKey: string }) {
  const mine = useAtomValue(useMemo(() => atom((get) => get(slipAtom)?.rowKey === rowKey), [rowKey]));
  return mine ? <PhoneSlip /> : null;
});

/** The right column's content on the exchange screens that take bets. */
export function SlipColumn() {
  const { t } = useTranslation('exchange');
  const open = useAtomValue(slipAtom) !== null;
  if (open) return <BetSlip placement="column" />;
  return (
    <div className="column-right-empty">
      <h2 className="column-right-title">{t('betSlip')}</h2>
      {t('betSlipEmpty')}
    </div>
  );
}
