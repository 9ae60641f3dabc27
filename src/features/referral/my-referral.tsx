// The My Referral tab: the code with a copy button, a QR code of
// the link (size 128), Copy Link, Share (the Web Share API, else the product's message), the reward
// board with its computed figures, and Claim All (at least ৳10; success reloads after 1.5 s).
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_CLAIM_TAKA, REFERRAL_QR_SIZE, RELOAD_DELAY_MS, referralLink, type ReferralStatus } from '../../../contracts/engagement.ts';
import { Button, IconButton } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { List, ListRow } from '../../components/list-row.tsx';
import { Money } from '../../components/money.tsx';
import { FormError } from '../../components/notice.tsx';
import { showToast } from '../../components/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { useFormat } from '../../lib/use-format.ts';
import { claimAll, copyText } from './api.ts';

export function MyReferral({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation(['referral', 'errors']);
  const f = useFormat();
  const link = referralLink(window.location.origin, status.referral_code);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const attemptKey = useRef<string | null>(null);

  const copy = async (text: string) => {
    if (await copyText(text, t('copyPrompt'))) showToast(t('errors:referralLinkCopied'), { tone: 'success' });
  };
  const share = async () => {
    if (!navigator.share) {
      showToast(t('errors:sharingUnsupported'));
      return;
    }
    // A player closing the share sheet is not an error.
    await navigator.share({ title: t('shareTitle'), text: t('shareText'), url: link }).catch(() => undefined);
  };
  const claim = async () => {
    if (Number(status.cash_bonus) < MIN_CLAIM_TAKA) {
      setClaimError(t('errors:claimMinimum', { min: f.integer(MIN_CLAIM_TAKA) }));
      return;
    }
    setClaimError(null);
    setClaiming(true);
    attemptKey.current ??= crypto.randomUUID();
    try {
      const answer = await claimAll(attemptKey.current);
      attemptKey.current = null;
      void refreshBalanceNow(answer.balance);
      showToast(t('errors:bonusClaimed'), { tone: 'success' });
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (error) {
      if (error instanceof ApiError && error.status) {
        attemptKey.current = null;
        setClaimError(t(`errors:${error.code}`, { ...error.vars, defaultValue: error.message || t('errors:claimFailed') }));
      } else setClaimError(t('errors:claimError'));
      setClaiming(false);
    }
  };

  return (
    <div className="my-referral">
      <Card title={t('yourCode')}>
        <div className="referral-code-row">
          <strong className="referral-code" data-field="code">
            {status.referral_code}
          </strong>
          <IconButton icon="copy" label={t('copyCode')} onClick={() => void copy(status.referral_code)} />
        </div>
        <div className="referral-qr" data-testid="referral-qr">
          <QRCodeSVG value={link} size={REFERRAL_QR_SIZE} title={t('qrTitle')} marginSize={2} />
        </div>
        <p className="referral-link" data-field="link">
          {link}
        </p>
        <div className="referral-actions">
          <Button icon="copy" onClick={() => void copy(link)}>
            {t('copyLink')}
          </Button>
          <Button icon="share" variant="secondary" onClick={() => void share()}>
            {t('share')}
          </Button>
        </div>
      </Card>
      <Card title={t('rewardBoard')}>
        <dl className="referral-figures">
          <dt>{t('activeDownlines')}</dt>
          <dd data-field="active">{f.integer(status.active_downlines)}</dd>
          <dt>{t('totalDownlines')}</dt>
          <dd>{f.integer(status.total_downlines)}</dd>
          <dt>{t('lifetimeRewards')}</dt>
          <dd data-field="lifetime">
            <Money value={status.lifetime_cash_rewards} />
          </dd>
          <dt>{t('referralTurnover')}</dt>
          <dd data-field="turnover">
            <Money value={status.referral_turnover} />
          </dd>
          <dt>{t('shareRate')}</dt>
          <dd>{f.percent(status.share_percent)}</dd>
        </dl>
        {status.rewards.length > 0 && (
          <List label={t('rewardsByDay')}>
            {status.rewards.map((r) => (
              <ListRow
                key={r.day}
                title={f.date(`${r.day}T12:00:00+06:00`)}
                subtitle={t('turnoverOf', { amount: f.taka(r.turnover) })}
                trailing={r.credited ? <Money value={r.reward} /> : <span className="referral-pending">{t('pending')}</span>}
              />
            ))}
          </List>
        )}
        <div className="referral-claim">
          <span>
            {t('cashBonus')}: <Money value={status.cash_bonus} testId="cash-bonus" />
          </span>
          <Button onClick={() => void claim()} loading={claiming}>
            {t('claimAll')}
          </Button>
        </div>
        <FormError error={claimError} />
      </Card>
    </div>
  );
}
