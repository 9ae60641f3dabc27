// Loading placeholders in the shape of what is coming, so the screen does not jump when it arrives.
// The shapes are hidden from screen readers; the group says "Loading…" once, politely.
// Skeleton is one block; SkeletonList stands in for rows of a list or cards.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './skeleton.css';

export function Skeleton({
  width = '100%',
  height = 16,
  shape = 'text',
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
}) {
  return <span className={`skeleton skeleton-${shape}${className ? ` ${className}` : ''}`} style={{ width, height }} aria-hidden="true" />;
}

export function SkeletonList({ rows = 3, avatar = false, label }: { rows?: number; avatar?: boolean; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="skeleton-list" role="status" data-testid="skeleton">
      <span className="visually-hidden">{label ?? t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div className="skeleton-row" key={i} aria-hidden="true">
          {avatar && <Skeleton shape="circle" width={40} height={40} />}
          <div className="skeleton-lines">
            <Skeleton width={`${70 - (i % 3) * 12}%`} />
            <Skeleton width="40%" height={12} />
          </div>
        </div>
      ))}
    </div>
  );
}
