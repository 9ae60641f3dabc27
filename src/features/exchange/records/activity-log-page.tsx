// /exchange-account/activity: log-ins and bets, newest first, each with the address it came from,
// fifty at a time.
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '../../../../contracts/exchange-records.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { List, ListRow } from '../../../components/list-row.tsx';
import { Money } from '../../../components/money.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SkeletonList } from '../../../components/skeleton.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { getActivity } from '../my-bets/bets-api.ts';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { FeedName, MarketName, useFeedNameText } from '../feed/feed-names.tsx';
import { useRead } from '../../../lib/use-read.ts';

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('exchange');
  const nameIn = useFeedNameText();
  const f = useFormat();
  const where = `${f.dateTime(item.at)} · ${item.ip ? f.digits(item.ip) : t('activity.unknownAddress')}`;
  if (item.kind === 'login') return <ListRow testId="activity-login" title={t('activity.login')} subtitle={where} />;
  return (
    <ListRow
      testId="activity-bet"
      title={t('activity.bet', { side: t(`side.${item.side}`), selection: nameIn(item.selectionName, item.selectionNameBn) })}
      subtitle={
        <>
          <FeedName name={item.eventName} bn={item.eventNameBn} /> · <MarketName name={item.marketName} bn={item.marketNameBn} /> ·{' '}
          {t(`status.${item.status}`, { defaultValue: item.status })} · {where}
        </>
      }
      trailing={<Money value={item.stake} />}
    />
  );
}

export function ActivityLogPage() {
  const { t } = useTranslation('exchange');
  // The first fifty; "Show more" appends the next page to the same answer (dropped if the page was read anew).
  const read = useRead('exchange:activity', () => getActivity());
  const next = read.data?.nextBefore ?? null;
  const { update } = read;
  const more = async () => {
    if (!next) return;
    const page = await getActivity(next);
    update((held) => held && { items: [...held.items, ...page.items], nextBefore: page.nextBefore });
  };
  return (
    <ExchangeFrame title={t('accountPage.activity')} back="/exchange-account">
      <ReadState read={read} skeleton={<SkeletonList rows={4} />} empty={<EmptyState />} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <List label={t('accountPage.activity')}>
            {d.items.map((item, i) => (
              <ActivityRow key={`${item.at}-${i}`} item={item} />
            ))}
          </List>
        )}
      </ReadState>
      {next && (
        <Button variant="secondary" block onClick={() => void more()}>
          {t('history.more')}
        </Button>
      )}
    </ExchangeFrame>
  );
}
