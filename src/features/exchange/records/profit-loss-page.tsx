// /exchange-account/profit-loss: settled markets by the Dhaka day they settled, then by event, then
// by market, each net of commission, with the day's and the span's totals (sport and days filters).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Money } from '../../../components/money.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SkeletonList } from '../../../components/skeleton.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { AccountFilters, daysOf, type DaySpan, type SportFilter } from './account-filters.tsx';
import { getProfitLoss } from '../my-bets/bets-api.ts';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { FancyTitle, FeedName, MarketName, useFeedNameText } from '../feed/feed-names.tsx';
import { useRead } from '../../../lib/use-read.ts';

export function ProfitLossPage() {
  const { t } = useTranslation('exchange');
  const nameIn = useFeedNameText();
  const f = useFormat();
  const [sport, setSport] = useState<SportFilter>('all');
  const [span, setSpan] = useState<DaySpan>('last7');
  const pl = useRead(`exchange:profit-loss:${sport}:${span}`, () => getProfitLoss({ ...daysOf(span), ...(sport === 'all' ? {} : { sport }) }));
  return (
    <ExchangeFrame title={t('accountPage.profitLoss')} back="/exchange-account">
      <AccountFilters sport={sport} span={span} onSport={setSport} onSpan={setSpan} />
      <ReadState read={pl} skeleton={<SkeletonList rows={3} />} empty={<EmptyState />} isEmpty={(d) => d.days.length === 0}>
        {(d) => (
          <>
            <p className="pl-total" data-testid="pl-total">
              {t('profitLoss.total')} <Money value={d.total} signed />
            </p>
            {d.days.map((day) => (
              <Card key={day.date} testId="pl-day" title={f.date(`${day.date}T00:00:00+06:00`)} actions={<Money value={day.profitLoss} signed />}>
                {day.events.map((ev) => (
                  <section key={ev.eventId} className="pl-event" aria-label={nameIn(ev.eventName, ev.eventNameBn)}>
                    <h3 className="pl-event-head">
                      <span>
                        <FeedName name={ev.eventName} bn={ev.eventNameBn} />{' '}
                        <span className="pl-sport">{t(`sport.${ev.sport}`, { defaultValue: ev.sport })}</span>
                      </span>
                      <Money value={ev.profitLoss} signed />
                    </h3>
                    <ul className="pl-markets">
                      {ev.markets.map((m) => (
                        <li key={m.marketKey} className="pl-market">
                          <span>
                            {m.lineTitle !== null ? (
                              <FancyTitle title={m.lineTitle} bn={m.lineTitleBn} />
                            ) : (
                              <MarketName name={m.marketName} bn={m.marketNameBn} />
                            )}
                            {m.commission > 0 && (
                              <span className="pl-commission">
                                {' '}
                                · {t('profitLoss.commission')} <Money value={m.commission} />
                              </span>
                            )}
                          </span>
                          <Money value={m.profitLoss} signed />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </Card>
            ))}
          </>
        )}
      </ReadState>
    </ExchangeFrame>
  );
}
