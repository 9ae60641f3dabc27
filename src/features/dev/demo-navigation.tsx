// Gallery: page header, tabs (line, pill, filling the row), list rows and cards.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Icon } from '../../components/icon.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { useSample } from './samples.ts';

export function HeaderTabsDemo() {
  const { t } = useTranslation('shell');
  const s = useSample();
  const [tab, setTab] = useState<'settled' | 'exchange'>('settled');
  const [category, setCategory] = useState('casino');
  return (
    <div className="demo-stack">
      <PageHeader
        title={s.profile}
        back="/dev/components"
        actions={
          <Button size="sm" variant="secondary">
            {s.edit}
          </Button>
        }
      />
      <Tabs
        label={s.history}
        active={tab}
        onChange={setTab}
        fill
        items={[
          { key: 'settled', label: s.settled },
          { key: 'exchange', label: s.exchange },
        ]}
      />
      <Tabs
        label={t('mainNav')}
        variant="pill"
        active={category}
        onChange={setCategory}
        items={['sports', 'casino', 'slot', 'table', 'crash', 'fishing'].map((key) => ({ key, label: t(`category.${key}`) }))}
      />
    </div>
  );
}

export function ListCardDemo() {
  const s = useSample();
  return (
    <div className="demo-stack">
      <Card
        title={s.mainWallet}
        actions={
          <Button size="sm" variant="ghost" icon="wallet">
            {s.deposit}
          </Button>
        }
      >
        <p className="demo-big">
          <Money value={1234567.5} />
        </p>
        <p className="demo-muted">{s.walletNote}</p>
      </Card>
      <List label={s.history}>
        {[
          <ListRow key="p" title={s.profile} subtitle={s.username} leading={<Icon name="user" />} href="/dev/components" />,
          <ListRow
            key="i"
            title={s.inbox}
            subtitle={s.inboxNote}
            leading={<Icon name="inbox" />}
            trailing={<Badge tone="danger" count={3} />}
            onClick={() => {}}
          />,
          <ListRow key="d" title={s.deposit} trailing={<Money value={-2500} signed />} />,
          <ListRow key="w" title={s.withdrawal} trailing={<Money value={12500} signed />} />,
        ]}
      </List>
    </div>
  );
}
