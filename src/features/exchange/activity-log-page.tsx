// /exchange-account/activity: log-ins and bets, newest first, each with the address it came from,
// fifty at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '../../../contracts/exchange-records.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Money } from '../../components/money.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { getActivity } from './bets-api.ts';
import { ExchangeFrame } from './exchange-frame.tsx';
import { FeedName, MarketName, useFeedNameText } from './feed-names.tsx';
import { useRemote } from './use-remote.ts';

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
  const [items, setItems] = useState<ActivityItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const first = useRemote(async () => {
    const page = await getActivity();
    setItems(page.items);
    setNext(page.nextBefore);
    return page;
  }, []);
  const more = async () => {
    if (!next) return;
    const page = await getActivity(next);
    setItems((list) => [...list, ...page.items]);
    setNext(page.nextBefore);
  };
  return (
    <ExchangeFrame title={t('accountPage.activity')} back="/exchange-account">
      {first.loading && <SkeletonList rows={4} />}
      {!first.loading && items.length === 0 && <EmptyState />}
      {items.length > 0 && (
        <List label={t('accountPage.activity')}>
          {items.map((item, i) => (
            <ActivityRow key={`${item.at}-${i}`} item={item} />
          ))}
        </List>
      )}
      {next && (
        <Button variant="secondary" block onClick={() => void more()}>
          {t('history.more')}
        </Button>
      )}
    </ExchangeFrame>
  );
}
