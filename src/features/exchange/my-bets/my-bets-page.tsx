// /exchange-account/my-bets: every open bet of the player, on any event: unmatched (with Cancel) and
// matched, each under its event's name, the newest first. Read again after a cancel.
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '../../../../contracts/exchange-bets.ts';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { useRead } from '../../../lib/use-read.ts';
import { getBets } from './bets-api.ts';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { useFeedNameText } from '../feed/feed-names.tsx';
import { BetLine } from './open-bets.tsx';

type EventGroup = { eventId: string; eventName: string; eventNameBn: string; bets: BetRecord[] };
function byEvent(bets: BetRecord[]): EventGroup[] {
  const out: EventGroup[] = [];
  for (const bet of bets) {
    let group = out.find((g) => g.eventId === bet.eventId);
    if (!group) out.push((group = { eventId: bet.eventId, eventName: bet.eventName, eventNameBn: bet.eventNameBn, bets: [] }));
    group.bets.push(bet);
  }
  return out;
}

export function MyBetsPage() {
  const { t } = useTranslation('exchange');
  // A cancel reads the player's bet lists again (bet-state.ts readAgainAfterBet), this page with them.
  const open = useRead('exchange:bets:open', () => getBets({ status: 'open', limit: 200 }));
  const nameIn = useFeedNameText();
  return (
    <ExchangeFrame title={t('accountPage.myBets')} back="/exchange-account">
      <ReadState read={open} empty={<EmptyState title={t('myBets.none')} />} isEmpty={(d) => d.bets.length === 0}>
        {(d) =>
          byEvent(d.bets).map((group) => (
            <Card key={group.eventId} title={nameIn(group.eventName, group.eventNameBn)} className="open-bets" testId="my-bets-event">
              {(['unmatched', 'matched'] as const).map((part) => {
                const lines = group.bets.filter((b) => (part === 'matched' ? b.matchedStake > 0 : b.unmatchedStake > 0));
                if (lines.length === 0) return null;
                return (
                  <section key={part} aria-label={t(`openBets.${part}`)}>
                    <h3 className="open-bets-head">{t(`openBets.${part}`)}</h3>
                    <ul className="bet-lines">
                      {lines.map((b) => (
                        <BetLine key={b.id} bet={b} part={part} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </Card>
          ))
        }
      </ReadState>
    </ExchangeFrame>
  );
}
