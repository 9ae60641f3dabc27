// /safer-play (what regulated markets require): deposit and loss limits,
// time-out, self-exclusion, the reality-check interval, and where to find help. Linked from /account and
// the footer's responsible-gaming links.
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_CHOICES, type SaferPlayState } from '../../../contracts/safer-play.ts';
import { ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Notice } from '../../components/notice.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SelectField } from '../../components/select.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useRead } from '../../lib/use-read.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { getSaferPlay, setRealityCheck } from './api.ts';
import { BreakPanel } from './break-panel.tsx';
import { LimitCard } from './limit-card.tsx';
import './safer-play.css';

// Help organisations, by their own (English) names: proper names, marked translate="no" where shown.
const HELP = [
  { name: 'GamCare', href: 'https://www.gamcare.org.uk/' },
  { name: 'Gambling Therapy', href: 'https://www.gamblingtherapy.org/' },
  { name: 'BeGambleAware', href: 'https://www.begambleaware.org/' },
];

export function SaferPlayPage() {
  const { t } = useTranslation('safer-play');
  const f = useFormat();
  const read = useRead('safer-play', getSaferPlay);
  const state = read.data;
  // What a change answers is the new state: shown as it is, with no second read.
  const setState = (s: SaferPlayState) => read.update(() => s);

  const onLimitSaved = (s: SaferPlayState, waiting: boolean) => {
    setState(s);
    showToast(t(waiting ? 'limitWaiting' : 'limitApplied'), { tone: waiting ? 'info' : 'success' });
  };
  const onMinutes = async (minutes: string) => {
    setState(await setRealityCheck(Number(minutes)));
    // The reality check (app/reality-check.tsx) schedules from the new interval.
    invalidateReads('safer-play:reality-check');
    showToast(t('realitySaved'), { tone: 'success' });
  };

  const ex = state?.exclusion;
  return (
    <Page width="narrow" screen="SaferPlayPage" className="safer-play">
      <PageHeader title={t('title')} subtitle={t('intro')} back="history" />
      {ex && (
        <Notice tone="warning" title={t(ex.kind === 'time_out' ? 'activeTimeOut' : 'activeSelfExclusion', { until: f.dateTime(ex.ends_at) })}>
          <span data-testid="active-break">
            {t('activeBreakHint')} {t('extendBreak')}
          </span>
        </Notice>
      )}
      <ReadState read={read} skeleton={<SkeletonList rows={4} />}>
        {(state) => (
          <>
            <p className="safer-hint">{t('rules')}</p>
            <LimitCard kind="deposit" limits={state.limits} onSaved={onLimitSaved} />
            <LimitCard kind="loss" limits={state.limits} onSaved={onLimitSaved} />
            <BreakPanel kind="time_out" onStarted={setState} />
            <BreakPanel kind="self_exclusion" onStarted={setState} />
            <Card title={t('realityTitle')} testId="reality-check">
              <p className="safer-hint">{t('realityHint')}</p>
              <SelectField
                label={t('realityEvery')}
                value={String(state.reality_check_minutes)}
                onChange={(v) => void onMinutes(v)}
                options={REALITY_CHECK_CHOICES.map((m) => ({ value: String(m), label: t('minutes', { minutes: f.integer(m) }) }))}
              />
            </Card>
          </>
        )}
      </ReadState>
      <Card title={t('helpTitle')}>
        <p className="safer-hint">{t('helpText')}</p>
        <ul className="safer-help">
          {HELP.map((h) => (
            <li key={h.href}>
              <a href={h.href} target="_blank" rel="noopener noreferrer" translate="no">
                {h.name}
              </a>
            </li>
          ))}
        </ul>
        <ButtonLink href="/chat" variant="secondary">
          {t('chatWithSupport')}
        </ButtonLink>
      </Card>
    </Page>
  );
}
