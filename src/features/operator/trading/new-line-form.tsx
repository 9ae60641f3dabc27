// Opening a fancy line on the chosen event: its kind, title, No and Yes values and rates, and the stake
// limits (the site's usual ৳100 to ৳50,000, ৳10,00,000 profit, as given). It opens suspended: the trader
// opens it with O when it is priced.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADED_LINE_KINDS } from '../../../../contracts/exchange-trading.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { FormError } from '../../../components/notice.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { codeOf, openFancyLine } from './api.ts';

type Kind = (typeof TRADED_LINE_KINDS)[number];
const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : Number.NaN);

export function NewLineForm({ eventId, onOpened }: { eventId: string; onOpened: () => void }) {
  const { t } = useTranslation('operator');
  const [kind, setKind] = useState<Kind>('session');
  const [title, setTitle] = useState('');
  const [no, setNo] = useState('');
  const [yes, setYes] = useState('');
  const [noRate, setNoRate] = useState('100');
  const [yesRate, setYesRate] = useState('100');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await openFancyLine({
        eventId,
        kind,
        title,
        no: whole(no),
        yes: whole(yes),
        noRate: whole(noRate),
        yesRate: whole(yesRate),
        minStake: 100,
        maxStake: 50_000,
        maxProfit: 1_000_000,
        open: false,
      });
      setTitle('');
      onOpened();
    } catch (err) {
      setError(codeOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="trading-new-line" onSubmit={(e) => void submit(e)} data-testid="trading-new-line">
      <SegmentedControl
        label={t('tradingDesk.kind')}
        showLabel
        options={TRADED_LINE_KINDS.map((k) => ({ value: k, label: t(`tradingDesk.kinds.${k}`) }))}
        value={kind}
        onChange={setKind}
      />
      <TextField label={t('tradingDesk.title')} value={title} onChange={(e) => setTitle(e.target.value)} />
      <div className="trading-new-line-values">
        <TextField label={t('tradingDesk.no')} inputMode="numeric" value={no} onChange={(e) => setNo(e.target.value)} />
        <TextField label={t('tradingDesk.noRate')} inputMode="numeric" value={noRate} onChange={(e) => setNoRate(e.target.value)} />
        <TextField label={t('tradingDesk.yes')} inputMode="numeric" value={yes} onChange={(e) => setYes(e.target.value)} />
        <TextField label={t('tradingDesk.yesRate')} inputMode="numeric" value={yesRate} onChange={(e) => setYesRate(e.target.value)} />
      </div>
      <FormError error={error} />
      <Button type="submit" variant="primary" loading={busy}>
        {t('tradingDesk.openLine')}
      </Button>
    </form>
  );
}
