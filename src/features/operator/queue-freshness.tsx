// Above a live queue (use-live-queue.ts): "Updated at 15:04:05 (GMT+6)" in Dhaka time, and a polite live
// region that tells a screen reader how many rows came in with the last read. The region's text is keyed
// by the read's time, so two reads that each bring one row are both announced.
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format.ts';

export function QueueFreshness({ updatedAt, arrived }: { updatedAt: number | null; arrived: number }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  return (
    <div className="queue-freshness">
      {updatedAt !== null && (
        <p className="queue-updated" data-testid="queue-updated">
          {t('queue.updatedAt', { time: f.clock(updatedAt) })}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="queue-arrivals">
        {arrived > 0 && <span key={updatedAt}>{t('queue.arrived', { count: arrived, n: f.integer(arrived) })}</span>}
      </p>
    </div>
  );
}
