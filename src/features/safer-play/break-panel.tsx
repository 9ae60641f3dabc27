// Time-out (24 hours to 30 days) and self-exclusion (6 months to 5 years). Each asks for a confirmation
// that says plainly it cannot be undone; once started, the page shows the break and its end, and only a
// longer break can be added.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCLUSION_DURATIONS, type ExclusionDuration, type ExclusionKind, type SaferPlayState } from '../../../contracts/safer-play.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FormError } from '../../components/notice.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { ApiError } from '../../lib/api.ts';
import { startBreak } from './api.ts';

export function BreakPanel({ kind, onStarted }: { kind: ExclusionKind; onStarted: (s: SaferPlayState) => void }) {
  const { t } = useTranslation('safer-play');
  const durations = EXCLUSION_DURATIONS[kind] as readonly ExclusionDuration[];
  const [duration, setDuration] = useState<ExclusionDuration>(durations[0]!);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timeOut = kind === 'time_out';

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      onStarted(await startBreak(kind, duration));
      setAsking(false);
    } catch (e) {
      setError(e instanceof ApiError && e.code ? e.code : 'networkError');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t(timeOut ? 'breakTitle' : 'selfExclusionTitle')} testId={timeOut ? 'time-out' : 'self-exclusion'}>
      <p className="safer-hint">{t(timeOut ? 'breakHint' : 'selfExclusionHint')}</p>
      <SegmentedControl
        label={t(timeOut ? 'breakTitle' : 'selfExclusionTitle')}
        value={duration}
        onChange={setDuration}
        options={durations.map((d) => ({ value: d, label: t(`duration.${d}`) }))}
      />
      <Button variant={timeOut ? 'secondary' : 'danger'} onClick={() => setAsking(true)}>
        {t(timeOut ? 'startBreak' : 'startSelfExclusion')}
      </Button>
      {asking && (
        <Dialog
          name="confirm-break"
          title={t('confirmTitle')}
          size="sm"
          onClose={() => setAsking(false)}
          footer={
            <>
              <Button variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
                {t('cancel')}
              </Button>
              <Button variant="danger" loading={busy} onClick={() => void start()}>
                {t('confirm')}
              </Button>
            </>
          }
        >
          <p>{t(timeOut ? 'confirmTimeOut' : 'confirmSelfExclusion', { duration: t(`duration.${duration}`) })}</p>
          <FormError error={error} />
        </Dialog>
      )}
    </Card>
  );
}
