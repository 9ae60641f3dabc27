import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// A market's or a row's Suspend / Ball Running cover. It stays mounted and is only hidden while the
// market is open: a status flip, which a ball-by-ball feed sends several times an over, then changes
// one attribute (and at most one text), never the DOM tree.
export function StatusOverlay({ label, shown, className, testId }: { label: string; shown: boolean; className: string; testId?: string }) {
  return (
    <div className={className} role="status" hidden={!shown} data-testid={testId}>
      {label}
    </div>
  );
}

/** The words a row's cover says, looked up once by the market and passed to its rows (not one i18next subscription per row). */
export interface CoverWords {
  suspend: string;
  ballRunning: string;
  voided: string;
}

export function useCoverWords(): CoverWords {
  const { t } = useTranslation('exchange');
  return useMemo(() => ({ suspend: t('suspend'), ballRunning: t('ballRunning'), voided: t('voided') }), [t]);
}
