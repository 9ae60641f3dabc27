// /exchange-account/profile: who is betting (the account's name, a link to the full profile) and how:
// one-click betting with its own stake (off until turned on), and the six quick stakes of the bet slip.
import { useAtom, useAtomValue } from '../../../lib/atom-hooks.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/amount-input.tsx';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { sessionAtom } from '../../../lib/session.ts';
import { PREF_STAKE_MAX, betPrefsAtom } from '../slip/bet-prefs.ts';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { QuickStakesEditor } from '../slip/quick-stakes-editor.tsx';

export function ExchangeProfilePage() {
  const { t } = useTranslation('exchange');
  const session = useAtomValue(sessionAtom);
  const [prefs, setPrefs] = useAtom(betPrefsAtom);
  const [oneClickStake, setOneClickStake] = useState(String(prefs.oneClickStake));
  const stakeOk = (v: string) => Number(v) > 0 && Number(v) <= PREF_STAKE_MAX;
  return (
    <ExchangeFrame title={t('accountPage.profile')} back="/exchange-account">
      <Card
        title={<span translate="no">{session?.username ?? ''}</span>}
        actions={
          <ButtonLink href="/profile" variant="secondary" size="sm">
            {t('profile.full')}
          </ButtonLink>
        }
      >
        <p className="profile-note">{t('profile.note')}</p>
      </Card>
      <Card title={t('prefs.title')}>
        <div className="prefs">
          <Checkbox label={t('prefs.oneClick')} hint={t('prefs.oneClickHint')} checked={prefs.oneClick} onChange={(on) => setPrefs({ oneClick: on })} />
          <AmountInput
            label={t('prefs.oneClickStake')}
            value={oneClickStake}
            error={stakeOk(oneClickStake) ? undefined : t('prefs.stakeInvalid')}
            onChange={(v) => {
              setOneClickStake(v);
              if (stakeOk(v)) setPrefs({ oneClickStake: Number(v) });
            }}
          />
        </div>
      </Card>
      <Card title={t('prefs.quickStakes')}>
        <QuickStakesEditor />
      </Card>
    </ExchangeFrame>
  );
}
