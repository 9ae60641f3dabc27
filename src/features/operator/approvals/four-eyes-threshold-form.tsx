// The owner's four-eyes amount, beside the owner's other settings: a withdrawal above it is paid only after
// two different staff members approve it. Shown only to a role that may change it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useErrorText } from '../../../lib/message-text.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { useStaffMay } from '../staff-may.ts';
import { getFourEyesSettings, putFourEyesSettings } from './api.ts';

export function FourEyesThresholdForm() {
  return useStaffMay('owner.settings') ? <ThresholdEditor /> : null;
}

function ThresholdEditor() {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const say = useErrorText();
  const read = useRead('operator:four-eyes-settings', getFourEyesSettings);
  const [value, setValue] = useState('');
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  return (
    <Card title={t('approvals.threshold')}>
      <form
        className="settings-form"
        aria-label={t('approvals.threshold')}
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const answer = await putFourEyesSettings(value);
            setNote({ tone: 'success', text: say({ message: answer.message ?? '' }) });
            read.refresh();
          } catch (err) {
            setNote({ tone: 'danger', text: err instanceof ApiError ? say(err) : String(err) });
          }
        }}
      >
        <TextField
          label={t('approvals.thresholdLabel')}
          hint={read.data ? t('approvals.thresholdNow', { amount: f.taka(read.data.withdrawal_threshold) }) : undefined}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode="numeric"
        />
        <Button type="submit" variant="secondary">
          {t('save')}
        </Button>
      </form>
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
    </Card>
  );
}
