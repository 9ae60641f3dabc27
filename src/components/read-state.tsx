// What a screen shows for one read (src/lib/use-read.ts): its skeleton while the first answer comes, the
// error with Try again when the read failed, the empty state when the answer holds nothing, else the
// screen's own content. An answer already shown stays when a later read fails, with the error above it.
import type { ReactNode } from 'react';
import type { Read } from '../lib/use-read.ts';
import { ErrorState } from './error-state.tsx';
import { SkeletonList } from './skeleton.tsx';

export function ReadState<T>({
  read,
  skeleton = <SkeletonList rows={3} />,
  empty = null,
  isEmpty,
  children,
}: {
  read: Read<T>;
  skeleton?: ReactNode;
  empty?: ReactNode;
  /** Whether the answer holds nothing to show (the empty state is shown instead of the content). */
  isEmpty?: (data: T) => boolean;
  children: ReactNode | ((data: T) => ReactNode);
}) {
  if (read.data === undefined) {
    if (read.error !== undefined) return <ErrorState error={read.error} onRetry={read.refresh} />;
    return read.loading ? skeleton : null;
  }
  return (
    <>
      {read.error !== undefined && <ErrorState compact error={read.error} onRetry={read.refresh} />}
      {isEmpty?.(read.data) ? empty : typeof children === 'function' ? children(read.data) : children}
    </>
  );
}
