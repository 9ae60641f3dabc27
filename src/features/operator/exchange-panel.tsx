// The operator's Exchange panel: markets with bets (void an open one, with a reason: every bet on it
// is refunded), each player's exposure, every open and settled bet, and the limits per market type.
// A market nothing can settle any more (the feed no longer has it) waits here, listed first and marked,
// until the operator voids it: the product never voids it by itself. Those waiting have a card of their
// own (exchange-decisions.tsx) to settle them by hand; a settled or voided market can be rolled back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorMarketsResponse } from '../../../contracts/exchange-operator.ts';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FeedName } from '../../components/feed-name.tsx';
import { Money } from '../../components/money.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useErrorText } from '../../lib/message-text.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { ExchangeLimitsForm } from './exchange-limits-form.tsx';
import { getExchangeBets, getExchangeExposure, getExchangeMarkets } from './exchange-panel-api.ts';
import { VoidDialog } from './exchange-void-dialog.tsx';
import { RollbackDialog, WaitingMarkets } from './exchange-decisions.tsx';
import { RefreshButton } from './list-panel.tsx';
import './exchange-panel.css';

type Market = OperatorMarketsResponse['markets'][number];

function Markets() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const said = useErrorText();
  const [status, setStatus] = useState<'open' | 'settled' | 'void'>('open');
  const [voiding, setVoiding] = useState<Market | null>(null);
  const [rolling, setRolling] = useState<Market | null>(null);
  const read = useRead(`operator:exchange:markets:${status}`, () => getExchangeMarkets(status));
  const markets = read.data?.markets ?? [];
  return (
    <Card title={t('exchangeDesk.markets')} testId="exchange-markets" actions={<RefreshButton variant="ghost" onClick={read.refresh} />}>
      <SegmentedControl
        label={t('status')}
        value={status}
        onChange={setStatus}
        options={(['open', 'settled', 'void'] as const).map((s) => ({ value: s, label: t(`exchangeDesk.marketStatus.${s}`) }))}
      />
      <ReadState read={read} empty={<EmptyState />} isEmpty={() => markets.length === 0}>
        <div className="exchange-table-wrap">
          <table className="exchange-table">
            <thead>
              <tr>
                <th>{t('exchangeDesk.event')}</th>
                <th>{t('exchangeDesk.market')}</th>
                <th>{t('exchangeDesk.bets')}</th>
                <th>{t('exchangeDesk.exposure')}</th>
                <th>{t('exchangeDesk.result')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {markets.map((m) => (
                <tr key={m.marketKey} data-testid="exchange-market-row" className={m.awaitingOperator ? 'exchange-market-waiting' : undefined}>
                  <td>
                    <FeedName name={m.eventName} bn={m.eventNameBn} />
                  </td>
                  <td>{m.lineTitle ? <FeedName name={m.lineTitle} bn={m.lineTitleBn} /> : <FeedName name={m.marketName} bn={m.marketNameBn} />}</td>
                  <td className="num">
                    {f.integer(m.bets)} / {f.integer(m.players)}
                  </td>
                  <td>
                    <Money value={m.exposure} />
                  </td>
                  <td>
                    {m.awaitingOperator ? (
                      <Badge tone="warning" testId="exchange-market-waiting">
                        {t('exchangeDesk.waiting')}
                      </Badge>
                    ) : null}{' '}
                    {m.awaitingOperator ? said(m.awaitingOperator) : (m.result ?? (m.settledAt ? f.dateTime(m.settledAt) : '—'))}
                  </td>
                  <td>
                    {m.status === 'open' && (
                      <Button variant="danger" size="sm" onClick={() => setVoiding(m)}>
                        {t('exchangeDesk.void')}
                      </Button>
                    )}
                    {(m.status === 'settled' || m.status === 'void') && (
                      <Button variant="ghost" size="sm" onClick={() => setRolling(m)}>
                        {t('exchangeDesk.rollback')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ReadState>
      {rolling && (
        <RollbackDialog
          market={rolling}
          onClose={() => setRolling(null)}
          onDone={() => {
            setRolling(null);
            read.refresh();
          }}
        />
      )}
      {voiding && (
        <VoidDialog
          market={voiding}
          onClose={() => setVoiding(null)}
          onDone={() => {
            setVoiding(null);
            read.refresh();
          }}
        />
      )}
    </Card>
  );
}

function Exposure() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const read = useRead('operator:exchange:exposure', getExchangeExposure);
  const players = read.data?.players ?? [];
  return (
    <Card title={t('exchangeDesk.playerExposure')} testId="exchange-exposure" actions={read.data && <Money value={read.data.total} />}>
      <ReadState read={read} empty={<EmptyState />} isEmpty={() => players.length === 0}>
        <ul className="exchange-exposure">
          {players.map((p) => (
            <li key={p.userId}>
              <span>{p.username}</span>
              <span className="num">{f.integer(p.openMarkets)}</span>
              <Money value={p.exposure} />
            </li>
          ))}
        </ul>
      </ReadState>
    </Card>
  );
}

function Bets() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const read = useRead(`operator:exchange:bets:${status}`, () => getExchangeBets(status));
  const bets = read.data?.bets ?? [];
  return (
    <Card title={t('exchangeDesk.allBets')} testId="exchange-bets" actions={<RefreshButton variant="ghost" onClick={read.refresh} />}>
      <SegmentedControl
        label={t('status')}
        value={status}
        onChange={setStatus}
        options={(['open', 'settled'] as const).map((s) => ({ value: s, label: t(`exchangeDesk.betStatus.${s}`) }))}
      />
      <ReadState read={read} empty={<EmptyState />} isEmpty={() => bets.length === 0}>
        <div className="exchange-table-wrap">
          <table className="exchange-table">
            <thead>
              <tr>
                <th>{t('player')}</th>
                <th>{t('exchangeDesk.event')}</th>
                <th>{t('exchangeDesk.selection')}</th>
                <th>{t('exchangeDesk.price')}</th>
                <th>{t('exchangeDesk.stake')}</th>
                <th>{t('status')}</th>
                <th>{t('exchangeDesk.pnl')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((b) => (
                <tr key={b.id} data-testid="exchange-bet-row">
                  <td>{b.username}</td>
                  <td>
                    <FeedName name={b.eventName} bn={b.eventNameBn} />
                    <br />
                    <small>
                      <FeedName name={b.marketName} bn={b.marketNameBn} />
                    </small>
                  </td>
                  <td>
                    <FeedName name={b.selectionName} bn={b.selectionNameBn} />{' '}
                    <Badge tone={b.side === 'back' || b.side === 'yes' ? 'info' : 'danger'}>{t(`exchangeDesk.side.${b.side}`)}</Badge>
                  </td>
                  <td className="num">{b.marketType === 'match_odds' ? f.odds(b.averagePrice ?? b.price) : f.integer(b.price)}</td>
                  <td>
                    <Money value={b.matchedStake} />
                    {b.unmatchedStake > 0 && (
                      <>
                        {' '}
                        + <Money value={b.unmatchedStake} />
                      </>
                    )}
                  </td>
                  <td>{t(`exchangeDesk.status.${b.status}`)}</td>
                  <td>{b.profitLoss === null ? '—' : <Money value={b.profitLoss - b.commission} signed />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ReadState>
    </Card>
  );
}

export function ExchangePanel() {
  return (
    <div className="exchange-panel">
      <WaitingMarkets />
      <Markets />
      <Exposure />
      <Bets />
      <ExchangeLimitsForm />
    </div>
  );
}
