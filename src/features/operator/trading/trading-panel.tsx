// The trader's desk: pick an event, then run its fancy lines from the keyboard. The chosen line moves
// with ↑/↓ (a run) and +/− (the rates), O/S/B open, suspend or set it ball running, Shift with them
// does every line of the event; J/K choose the next or previous line; M opens or suspends the bookmaker.
// The key map is on screen. What the table shows is what players see (the automatic ball running and
// stale suspension applied). Below, the event's resulted markets, each with its roll back.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormError } from '../../../components/notice.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { usesTwin } from '../../../lib/i18n.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { useStaffMay } from '../staff-may.ts';
import { codeOf, getTradingEvent, getTradingEvents, moveTradedMarket, setEventState, setTradedState, toggleBookmaker } from './api.ts';
import { ResultForm } from './result-form.tsx';
import { ResultedList } from './resulted-list.tsx';
import { BookmakerForm } from './bookmaker-form.tsx';
import { BookmakerState } from './bookmaker-state.tsx';
import { StateBadge } from './state-badge.tsx';
import { NewLineForm } from './new-line-form.tsx';
import { actionOf, KEY_MAP, type TradingAction } from './trading-keys.ts';
import './trading-panel.css';

const DESK_POLL_MS = 2000;

function EventDesk({ eventId }: { eventId: string }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const maySettle = useStaffMay('markets.settle');
  const desk = useRead(`operator-trading:${eventId}`, () => getTradingEvent(eventId), { every: DESK_POLL_MS, onlyVisible: true });
  const [chosen, setChosen] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const lines = (desk.data?.markets ?? []).filter((m) => m.kind !== 'bookmaker');
  const bookmaker = desk.data?.markets.find((m) => m.kind === 'bookmaker');
  const line = lines[Math.min(chosen, lines.length - 1)];
  const act = async (action: TradingAction) => {
    if (action.kind === 'select') {
      setChosen((i) => Math.max(0, Math.min(lines.length - 1, i + action.by)));
      return;
    }
    setError(null);
    try {
      if (action.kind === 'bookmaker') {
        if (bookmaker) await toggleBookmaker(bookmaker);
      } else if (action.kind === 'state' && action.all) await setEventState(eventId, { state: action.state, held: false });
      else if (line && action.kind === 'state') await setTradedState(line.id, { state: action.state, held: false });
      else if (line && action.kind === 'move') await moveTradedMarket(line.id, { runs: action.runs, rate: action.rate });
      desk.refresh();
    } catch (err) {
      setError(codeOf(err));
    }
  };
  // The keys work wherever the focus is on the console (no field to click first), except in a field.
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]') || e.ctrlKey || e.metaKey || e.altKey) return;
      const action = actionOf(e);
      if (!action) return;
      e.preventDefault();
      void latest.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <ReadState read={desk}>
      {(event) => (
        <div className="trading-desk" data-testid="trading-desk">
          <p className="trading-score">
            {usesTwin(f.lang) ? event.name_bn : event.name}
            {event.score ? ` · ${usesTwin(f.lang) && event.score_bn ? event.score_bn : f.digits(event.score)}` : ''}
            {event.ballInProgress && <Badge tone="warning">{t('tradingDesk.ballInProgress')}</Badge>}
            {event.stale && <Badge tone="danger">{t('tradingDesk.stale')}</Badge>}
          </p>
          <p className="trading-hint">{t('tradingDesk.keyboardDesk')}</p>
          <FormError error={error} />
          {lines.length === 0 ? (
            <EmptyState title={t('tradingDesk.noLines')} />
          ) : (
            <DataTable label={t('tradingDesk.lines')}>
              <thead>
                <tr>
                  <th>{t('tradingDesk.title')}</th>
                  <th>{t('tradingDesk.no')}</th>
                  <th>{t('tradingDesk.yes')}</th>
                  <th>{t('tradingDesk.state')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l, i) => (
                  <tr
                    key={l.id}
                    aria-selected={l === line}
                    className={l === line ? 'trading-line-chosen' : undefined}
                    onClick={() => setChosen(i)}
                    data-testid="trading-line"
                  >
                    <td>{usesTwin(f.lang) && l.titleBn ? l.titleBn : l.title}</td>
                    <td>
                      {f.integer(l.no ?? 0)} <small>{f.integer(l.noRate ?? 0)}</small>
                    </td>
                    <td>
                      {f.integer(l.yes ?? 0)} <small>{f.integer(l.yesRate ?? 0)}</small>
                    </td>
                    <td>
                      <StateBadge line={l} />
                      {l.held && <Badge>{t('tradingDesk.held')}</Badge>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <dl className="trading-key-map" aria-label={t('tradingDesk.keyMap')} data-testid="trading-key-map">
            {KEY_MAP.map((b) => (
              <div key={`${b.shift ? 'shift-' : ''}${b.key}`}>
                <dt>
                  <kbd>{b.label}</kbd>
                </dt>
                <dd>{t(b.text)}</dd>
              </div>
            ))}
          </dl>
          {line && maySettle && <ResultForm key={`result-${line.id}`} line={line} event={event} onDone={desk.refresh} />}
          {maySettle && <ResultedList event={event} onDone={desk.refresh} />}
          <NewLineForm eventId={eventId} onOpened={desk.refresh} />
          {bookmaker && <BookmakerState bookmaker={bookmaker} onSaved={desk.refresh} />}
          {bookmaker === undefined ? (
            <BookmakerForm key="new" event={event} bookmaker={undefined} onSaved={desk.refresh} />
          ) : (
            <BookmakerForm key={`bookmaker-${bookmaker.id}-${bookmaker.updatedAt}`} event={event} bookmaker={bookmaker} onSaved={desk.refresh} />
          )}
        </div>
      )}
    </ReadState>
  );
}

export function TradingPanel() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const events = useRead('operator-trading-events', getTradingEvents, { every: 30_000, onlyVisible: true });
  const [eventId, setEventId] = useState<string | null>(null);
  const chosen = eventId ?? events.data?.events[0]?.eventId ?? null;
  return (
    <div className="trading-panel">
      <Card title={t('tradingDesk.events')}>
        <ReadState read={events} isEmpty={(d) => d.events.length === 0} empty={<EmptyState title={t('tradingDesk.noEvents')} />}>
          {(d) => (
            <div className="trading-events">
              {d.events.map((e) => (
                <Button key={e.eventId} size="sm" variant={e.eventId === chosen ? 'primary' : 'secondary'} onClick={() => setEventId(e.eventId)}>
                  {usesTwin(f.lang) ? e.name_bn : e.name}
                  {e.lines > 0 ? ` (${f.integer(e.lines)})` : ''}
                </Button>
              ))}
            </div>
          )}
        </ReadState>
      </Card>
      {chosen && (
        <Card title={t('tradingDesk.desk')}>
          <EventDesk key={chosen} eventId={chosen} />
        </Card>
      )}
    </div>
  );
}
