// Gallery: the page frame and the exchange's three columns, with the empty bet-slip slot.
import { Card } from '../../components/card.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { ThreeColumnLayout } from '../../components/three-column-layout.tsx';
import { useTranslation } from 'react-i18next';
import { useSample } from './samples.ts';

export function LayoutDemo() {
  const { t } = useTranslation('exchange');
  const s = useSample();
  return (
    <ThreeColumnLayout
      leftLabel={t('sportsAndCompetitions')}
      rightLabel={t('betSlip')}
      rightEmpty={t('betSlipEmpty')}
      left={
        <List>
          {(['cricket', 'soccer', 'tennis'] as const).map((sport) => (
            <ListRow key={sport} title={t(`sport.${sport}`)} chevron />
          ))}
        </List>
      }
    >
      <Card title={t('matchOdds')}>
        <p className="demo-muted">{s.market}</p>
      </Card>
    </ThreeColumnLayout>
  );
}
