// The layout switch: below 768 px is the mobile layout. CSS media queries do the
// styling; this hook is for the places where the structure itself differs.
import { useSyncExternalStore } from 'react';

export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
