// The Settled tab's filter sheet: platform (single choice; tapping the chosen one again goes back to
// All), game type (the same) and date. Nothing applies until Confirm; Back leaves the filter as it was.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameTypeItem, ProviderItem } from '../../../contracts/content.ts';
import { BottomSheet } from '../../components/bottom-sheet.tsx';
import { Button } from '../../components/button.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useRead } from '../../lib/use-read.ts';

export interface SettledFilter {
  platform: string | null;
  gameType: string | null;
  date: 'today' | 'yesterday' | 'last7';
}

const DATES = ['today', 'yesterday', 'last7'] as const;

function Chips({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('records');
  return (
    <fieldset className="settled-chips">
      <legend>{label}</legend>
      <Button size="sm" variant="ghost" className="chip" aria-pressed={value === null} onClick={() => onChange(null)}>
        {t('all')}
      </Button>
      {options.map((o) => (
        <Button
          key={o.value}
          size="sm"
          variant="ghost"
          className="chip"
          aria-pressed={value === o.value}
          onClick={() => onChange(value === o.value ? null : o.value)}
        >
          {o.label}
        </Button>
      ))}
    </fieldset>
  );
}

interface Props {
  open: boolean;
  value: SettledFilter;
  providers: ProviderItem[];
  loadTypes: () => Promise<GameTypeItem[]>;
  typeName: (type: string) => string;
  onBack: () => void;
  onConfirm: (filter: SettledFilter) => void;
}

export function SettledFilters({ open, value, providers, loadTypes, typeName, onBack, onConfirm }: Props) {
  const { t } = useTranslation('records');
  const [draft, setDraft] = useState(value);
  const types = useRead(open ? 'record-types' : null, loadTypes, { shared: true });
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  return (
    <BottomSheet
      open={open}
      name="settled-filter"
      title={t('filter')}
      onClose={onBack}
      footer={
        <div className="settled-sheet-actions">
          <Button variant="secondary" onClick={onBack}>
            {t('back')}
          </Button>
          <Button onClick={() => onConfirm(draft)} data-testid="settled-confirm">
            {t('confirm')}
          </Button>
        </div>
      }
    >
      <Chips
        label={t('platform')}
        value={draft.platform}
        onChange={(platform) => setDraft({ ...draft, platform })}
        options={providers.map((p) => ({ value: p.platform, label: p.name }))}
      />
      <Chips
        label={t('gameType')}
        value={draft.gameType}
        onChange={(gameType) => setDraft({ ...draft, gameType })}
        options={(types.data ?? []).map((x) => ({ value: x.type, label: typeName(x.type) }))}
      />
      <SegmentedControl
        label={t('date')}
        showLabel
        value={draft.date}
        onChange={(date) => setDraft({ ...draft, date })}
        options={DATES.map((d) => ({ value: d, label: t(d) }))}
      />
    </BottomSheet>
  );
}
