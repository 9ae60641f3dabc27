// The frame every house game screen shares: the game's name, the player's balance, the stated return
// to player, and (when the screen was opened outside /gamerun's frame) a close link back to where the
// player came from. While the session opens it says so; once it has ended it says how to go on.
import { LazyMotion, MotionConfig, domAnimation } from 'motion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Money } from '../../components/money.tsx';
import { useFormat } from '../../lib/use-format.ts';
import type { HouseStatus } from './use-house-session.ts';
import './house.css';

interface HouseFrameProps {
  title: string;
  /** The stated return to player, as a fraction (0.9601). */
  rtp: number;
  status: HouseStatus;
  balance: number | null;
  returnPath: string;
  children: ReactNode;
  screen: string;
}

const framed = () => typeof window !== 'undefined' && window.top !== window.self;

export function HouseFrame({ title, rtp, status, balance, returnPath, children, screen }: HouseFrameProps) {
  const { t } = useTranslation('house');
  const f = useFormat();
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <div className="house" data-screen={screen}>
          <header className="house-bar">
            <h1 className="house-title">{title}</h1>
            <Badge tone="success" testId="house-rtp">
              {t('rtp', { rtp: `${f.number(rtp * 100, { minDecimals: 2, maxDecimals: 2 })}%` })}
            </Badge>
            {balance !== null && (
              <span className="house-balance" data-testid="house-balance">
                <Money value={balance} />
              </span>
            )}
            {!framed() && (
              <ButtonLink href={returnPath} variant="ghost" size="sm" className="house-leave">
                {t('close')}
              </ButtonLink>
            )}
          </header>
          {status === 'opening' && (
            <p className="house-status" role="status">
              {t('opening')}
            </p>
          )}
          {status === 'ended' && (
            <EmptyState
              icon="alert"
              title={t('ended')}
              description={t('endedHint')}
              action={
                framed() ? undefined : (
                  <ButtonLink href={returnPath} variant="secondary">
                    {t('close')}
                  </ButtonLink>
                )
              }
            />
          )}
          {status === 'ready' && children}
        </div>
      </LazyMotion>
    </MotionConfig>
  );
}
