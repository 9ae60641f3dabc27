// /player/playGame?t=sport&v=CRICKET: the product's way into the exchange, mapped to /exchange.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { sportSchema } from '../../../contracts/exchange.ts';
import { SkeletonList } from '../../components/skeleton.tsx';

export function ExchangeLaunchPage() {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const sport = sportSchema.safeParse((search.get('v') ?? '').toLowerCase()).data ?? 'cricket';
  useEffect(() => navigate(`/exchange?sport=${sport}`, { replace: true }), [navigate, sport]);
  return <SkeletonList rows={2} />;
}
