// The bookmaker's own open / suspend switch, beside its rates: the same call as the M key, so a trader
// can stop the bookmaker alone while the fancy lines run on (Shift+S stops everything).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradedMarket } from '../../../../contracts/exchange-trading.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/notice.tsx';
import { codeOf, toggleBookmaker } from './api.ts';
import { StateBadge } from './state-badge.tsx';

export function BookmakerState({ bookmaker, onSaved }: { bookmaker: TradedMarket; onSaved: () => void }) {
  const { t } = useTranslation('operator');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await toggleBookmaker(bookmaker);
      onSaved();
    } catch (err) {
      setError(codeOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="trading-bookmaker-state" data-testid="trading-bookmaker-state">
      <span>{t('tradingDesk.bookmaker')}</span>
      <StateBadge line={bookmaker} />
      {bookmaker.held && <Badge>{t('tradingDesk.held')}</Badge>}
      <Button size="sm" variant={bookmaker.state === 'open' ? 'danger' : 'primary'} loading={busy} onClick={() => void toggle()}>
        {t(bookmaker.state === 'open' ? 'tradingDesk.suspendBookmaker' : 'tradingDesk.openBookmakerNow')}
      </Button>
      <FormError error={error} />
    </div>
  );
}
