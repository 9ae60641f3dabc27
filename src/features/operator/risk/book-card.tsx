// The liability book: every open market with matched bets by the site's worst case, the total worst
// case, each outcome's figure, and a market's players and bets behind it on demand.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Money } from '../../../components/money.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { getBook, getBookMarket } from './api.ts';

const POLL_MS = 5000;

function MarketDetail({ marketKey }: { marketKey: string }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const read = useRead(`operator:risk:book:${marketKey}`, () => getBookMarket(marketKey));
  const d = read.data;
  return (
    <ReadState read={read}>
      {d && (
        <table className="risk-table" data-testid="risk-book-detail">
          <thead>
            <tr>
              <th>{t('player')}</th>
              {d.market.outcomes.map((o) => (
                <th key={o.outcome}>{o.label}</th>
              ))}
              <th>{t('riskDesk.bets')}</th>
            </tr>
          </thead>
          <tbody>
            {d.players.map((p) => (
              <tr key={p.userId}>
                <td>{p.username}</td>
                {p.nets.map((n, i) => (
                  <td key={d.market.outcomes[i]!.outcome}>
                    <Money value={n} signed />
                  </td>
                ))}
                <td>
                  {p.bets.map((b) => (
                    <div key={b.id}>
                      #{b.id} {b.selectionName} {t(`exchangeDesk.side.${b.side}`)} {b.line ?? f.odds(b.price)} · <Money value={b.matchedStake} /> ·{' '}
                      {f.dateTime(b.placedAt)}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReadState>
  );
}

export function BookCard() {
  const { t } = useTranslation('operator');
  const read = useRead('operator:risk:book', getBook, { every: POLL_MS, onlyVisible: true });
  const [open, setOpen] = useState<string | null>(null);
  const markets = read.data?.markets ?? [];
  return (
    <Card
      title={t('riskDesk.book')}
      testId="risk-book"
      actions={
        <>
          {read.data && (
            <span data-testid="risk-book-total">
              {t('riskDesk.totalWorst')} <Money value={read.data.totalWorst} signed />
            </span>
          )}
          <Button variant="ghost" size="sm" onClick={read.refresh}>
            {t('refresh')}
          </Button>
        </>
      }
    >
      <ReadState read={read} empty={<EmptyState />} isEmpty={() => markets.length === 0}>
        <div className="risk-table-wrap">
          <table className="risk-table">
            <thead>
              <tr>
                <th>{t('exchangeDesk.event')}</th>
                <th>{t('exchangeDesk.market')}</th>
                <th>{t('riskDesk.outcomes')}</th>
                <th>{t('riskDesk.worst')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {markets.map((m) => (
                <tr key={m.marketKey} data-testid="risk-book-row">
                  <td>{m.eventName}</td>
                  <td>
                    {m.lineTitle ?? m.marketName} <small>({t(`riskDesk.kind.${m.kind}`)})</small>
                  </td>
                  <td>
                    {m.outcomes.map((o) => (
                      <div key={o.outcome}>
                        {o.label}: <Money value={o.site} signed />
                      </div>
                    ))}
                  </td>
                  <td>
                    <Money value={m.worst} signed />
                  </td>
                  <td>
                    <Button variant="ghost" size="sm" onClick={() => setOpen(open === m.marketKey ? null : m.marketKey)}>
                      {t('riskDesk.players')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {open && <MarketDetail marketKey={open} />}
      </ReadState>
    </Card>
  );
}
