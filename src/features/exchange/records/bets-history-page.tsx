// /exchange-account/history: settled bets (won, lost, void), filtered by sport and Dhaka days, the
// latest first, fifty at a time with "Show more". Each: event, market, selection, side, price,
// matched stake, profit or loss after commission, when it settled, its id, a mark on a cash out's
// hedge, and why a voided bet was voided.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '../../../../contracts/exchange-bets.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { List, ListRow } from '../../../components/list-row.tsx';
import { Money } from '../../../components/money.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SkeletonList } from '../../../components/skeleton.tsx';
import { useErrorText } from '../../../lib/message-text.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { AccountFilters, daysOf, type DaySpan, type SportFilter } from './account-filters.tsx';
import { isBackSide } from '../slip/bet-math.ts';
import { getBets } from '../my-bets/bets-api.ts';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { FeedName, MarketName } from '../feed/feed-names.tsx';
import { useRead } from '../../../lib/use-read.ts';

const STATUS_TONE = { won: 'success', lost: 'danger', void: 'neutral' } as const;

function SettledRow({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const said = useErrorText();
  const net = (bet.profitLoss ?? 0) - bet.commission;
  const price = bet.averagePrice ?? bet.price;
  const tone = STATUS_TONE[bet.status as keyof typeof STATUS_TONE] ?? 'neutral';
  return (
    <ListRow
      testId="history-row"
      title={
        <>
          <FeedName name={bet.eventName} bn={bet.eventNameBn} /> <Badge tone={tone}>{t(`status.${bet.status}`)}</Badge>
        </>
      }
      subtitle={
        <>
          <MarketName name={bet.marketName} bn={bet.marketNameBn} /> · <FeedName name={bet.selectionName} bn={bet.selectionNameBn} /> · {t(`side.${bet.side}`)}{' '}
          {bet.marketType === 'match_odds' ? f.odds(price) : f.integer(price)}
          {' · '}
          {t('history.stake')} <Money value={bet.matchedStake} /> · {bet.settledAt ? f.dateTime(bet.settledAt) : ''} ·{' '}
          {t('openBets.betId', { id: f.digits(String(bet.id)) })}
          {bet.source === 'cash_out' && (
            <>
              {' '}
              <Badge tone="accent" testId="bet-cash-out">
                {t('openBets.cashOut')}
              </Badge>
            </>
          )}
          {bet.voidReason && (
            <span className="history-void-reason" data-testid="bet-void-reason">
              {said(bet.voidReason)}
            </span>
          )}
        </>
      }
      leading={<span className={`side-dot side-dot-${isBackSide(bet.side) ? 'back' : 'lay'}`} aria-hidden="true" />}
      trailing={<Money value={bet.status === 'void' ? 0 : net} signed testId="history-pnl" />}
    />
  );
}

export function BetsHistoryPage() {
  const { t } = useTranslation('exchange');
  const [sport, setSport] = useState<SportFilter>('all');
  const [span, setSpan] = useState<DaySpan>('last7');
  const query = { status: 'settled' as const, ...daysOf(span), ...(sport === 'all' ? {} : { sport }), limit: 50 };
  // The first fifty; "Show more" appends the next page to the same answer (dropped if the filters changed since).
  const read = useRead(`exchange:bets:settled:${sport}:${span}`, () => getBets(query));
  const next = read.data?.nextBefore ?? null;
  const { update } = read;
  const more = async () => {
    if (next === null) return;
    const page = await getBets({ ...query, before: next });
    update((held) => held && { ...held, bets: [...held.bets, ...page.bets], nextBefore: page.nextBefore });
  };
  return (
    <ExchangeFrame title={t('accountPage.history')} back="/exchange-account">
      <AccountFilters sport={sport} span={span} onSport={setSport} onSpan={setSpan} />
      <ReadState read={read} skeleton={<SkeletonList rows={4} />} empty={<EmptyState />} isEmpty={(d) => d.bets.length === 0}>
        {(d) => (
          <List label={t('accountPage.history')}>
            {d.bets.map((b: BetRecord) => (
              <SettledRow key={b.id} bet={b} />
            ))}
          </List>
        )}
      </ReadState>
      {read.data && next !== null && (
        <Button variant="secondary" block onClick={() => void more()}>
          {t('history.more')}
        </Button>
      )}
    </ExchangeFrame>
  );
}
