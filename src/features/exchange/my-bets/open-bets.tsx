// Open bets of an event, under its markets: unmatched first (each with Cancel, which takes back the
// part still waiting), then matched. Each line: side, selection, market, price and stake, the bet's id and
// when it was placed (Dhaka time), a mark on the lays a cash out placed, and why its market waits for the
// operator when the feed no longer has it.
import { atom } from 'jotai';
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '../../../../contracts/exchange-bets.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Money } from '../../../components/money.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/message-text.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { isBackSide } from '../slip/bet-math.ts';
import { openBetsAtom, readAgainAfterBet } from './bet-state.ts';
import { cancelBet } from './bets-api.ts';
import { messageOf } from '../slip/place-bet.ts';
import { countRender } from '../render-counts.ts';
import { FancyTitle, FeedName, MarketName } from '../feed/feed-names.tsx';

const NONE: BetRecord[] = [];

export function BetLine({ bet, part }: { bet: BetRecord; part: 'matched' | 'unmatched' }) {
  const { t } = useTranslation('exchange');
  const f = useFormat();
  const said = useErrorText();
  const [busy, setBusy] = useState(false);
  const price = part === 'matched' ? (bet.averagePrice ?? bet.price) : bet.price;
  const cancel = async () => {
    setBusy(true);
    try {
      const done = await cancelBet(bet.id);
      showToast(messageOf(done.code, done.message), { tone: 'success' });
      await readAgainAfterBet(bet.eventId);
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, '', 'unexpectedError');
      showToast(messageOf(e.code, e.message, e.vars), { tone: 'danger' });
      setBusy(false);
    }
  };
  return (
    <li className={`bet-line bet-line-${isBackSide(bet.side) ? 'back' : 'lay'}`} data-testid={`open-bet-${part}`}>
      <span className="bet-line-what">
        <Badge tone={isBackSide(bet.side) ? 'info' : 'danger'}>{t(`side.${bet.side}`)}</Badge>
        <span className="bet-line-runner">
          {bet.marketType === 'fancy' ? (
            <FancyTitle title={bet.selectionName} bn={bet.selectionNameBn} />
          ) : (
            <FeedName name={bet.selectionName} bn={bet.selectionNameBn} />
          )}
        </span>
        <span className="bet-line-market">
          <MarketName name={bet.marketName} bn={bet.marketNameBn} />
          {bet.line !== null ? ` · ${f.integer(bet.line)}` : ''}
        </span>
      </span>
      <span className="bet-line-numbers">
        <span>
          {t('openBets.price')} <strong className="num">{bet.marketType === 'match_odds' ? f.odds(price) : f.integer(price)}</strong>
        </span>
        <span>
          {t('openBets.stake')} <Money value={part === 'matched' ? bet.matchedStake : bet.unmatchedStake} />
        </span>
      </span>
      {part === 'unmatched' && (
        <Button variant="secondary" size="sm" loading={busy} onClick={cancel}>
          {t('openBets.cancel')}
        </Button>
      )}
      <span className="bet-line-meta">
        {bet.source === 'cash_out' && (
          <Badge tone="accent" testId="bet-cash-out">
            {t('openBets.cashOut')}
          </Badge>
        )}
        <span>{t('openBets.betId', { id: f.digits(String(bet.id)) })}</span>
        <time dateTime={bet.placedAt}>{f.dateTime(bet.placedAt)}</time>
      </span>
      {bet.awaitingOperator && (
        <p className="bet-line-note" data-testid="bet-awaiting-operator">
          {said(bet.awaitingOperator)}
        </p>
      )}
    </li>
  );
}

export function OpenBets({ eventId }: { eventId: string }) {
  const { t } = useTranslation('exchange');
  const bets = useAtomValue(useMemo(() => atom((get) => get(openBetsAtom)[eventId] ?? NONE), [eventId]));
  countRender('OpenBets');
  if (bets.length === 0) return null;
  const unmatched = bets.filter((b) => b.unmatchedStake > 0);
  const matched = bets.filter((b) => b.matchedStake > 0);
  return (
    <Card title={t('openBets.title')} className="open-bets" testId="open-bets">
      {unmatched.length > 0 && (
        <section aria-label={t('openBets.unmatched')}>
          <h3 className="open-bets-head">{t('openBets.unmatched')}</h3>
          <ul className="bet-lines">
            {unmatched.map((b) => (
              <BetLine key={b.id} bet={b} part="unmatched" />
            ))}
          </ul>
        </section>
      )}
      {matched.length > 0 && (
        <section aria-label={t('openBets.matched')}>
          <h3 className="open-bets-head">{t('openBets.matched')}</h3>
          <ul className="bet-lines">
            {matched.map((b) => (
              <BetLine key={b.id} bet={b} part="matched" />
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
