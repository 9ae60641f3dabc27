// The event's resulted markets, as every trader sees them (the event answer lists them from the
// database): what each was resulted on, when, by whom and why. A settled or voided market offers its roll
// back (every payment reversed exactly); a rolled back one waits for a new result, offered here too. The
// staff member's name and the reason are as typed, so they are marked as names, not the page's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultedMarket, TradedMarket, TradingEvent } from '../../../../contracts/exchange-trading.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { usesTwin } from '../../../lib/i18n.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { ResultForm, RollBackForm } from './result-form.tsx';

function ResultOf({ resulted, event }: { resulted: ResultedMarket; event: TradingEvent }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  if (resulted.runs !== null) return <>{t('tradingDesk.runsResult', { runs: f.integer(resulted.runs) })}</>;
  if (resulted.winner) {
    const known = event.runners.find((r) => r.selectionId === resulted.winner!.selectionId);
    return <>{usesTwin(f.lang) && known ? known.name_bn : resulted.winner.name}</>;
  }
  return <>{t('tradingDesk.voided')}</>;
}

function StatusOf({ market }: { market: TradedMarket }) {
  const { t } = useTranslation('operator');
  if (market.status === 'waiting') return <Badge tone="warning">{t('tradingDesk.waitingResult')}</Badge>;
  if (market.status === 'void') return <Badge>{t('tradingDesk.voided')}</Badge>;
  return <Badge tone="success">{t('tradingDesk.settled')}</Badge>;
}

export function ResultedList({ event, onDone }: { event: TradingEvent; onDone: () => void }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [chosen, setChosen] = useState<number | null>(null);
  if (event.resulted.length === 0) return null;
  const picked = event.resulted.find((r) => r.market.id === chosen)?.market;
  const done = () => {
    setChosen(null);
    onDone();
  };
  return (
    <section className="trading-resulted" data-testid="trading-resulted">
      <h3>{t('tradingDesk.resultedLines')}</h3>
      <DataTable label={t('tradingDesk.resultedLines')}>
        <thead>
          <tr>
            <th>{t('tradingDesk.title')}</th>
            <th>{t('tradingDesk.result')}</th>
            <th>{t('tradingDesk.state')}</th>
            <th>{t('tradingDesk.when')}</th>
            <th>{t('tradingDesk.by')}</th>
            <th>{t('tradingDesk.reason')}</th>
            <th>
              <span className="visually-hidden">{t('tradingDesk.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {event.resulted.map((r) => (
            <tr key={r.market.id} data-testid="trading-resulted-line" aria-selected={r.market.id === chosen}>
              <td>{usesTwin(f.lang) && r.market.titleBn ? r.market.titleBn : r.market.title}</td>
              <td>
                <ResultOf resulted={r} event={event} />
              </td>
              <td>
                <StatusOf market={r.market} />
              </td>
              <td>{r.at ? f.dateTime(r.at) : ''}</td>
              <td translate="no">{r.by ?? ''}</td>
              <td translate="no">{r.reason ?? ''}</td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => setChosen(r.market.id)}>
                  {t(r.market.status === 'waiting' ? 'tradingDesk.resultAgain' : 'tradingDesk.rollBack')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {picked &&
        (picked.status === 'waiting' ? (
          <ResultForm key={`again-${picked.id}`} line={picked} event={event} onDone={done} />
        ) : (
          <RollBackForm key={`rollback-${picked.id}-${picked.updatedAt}`} line={picked} onDone={done} />
        ))}
    </section>
  );
}
