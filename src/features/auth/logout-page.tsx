// /player/logout: POST /api/logout, forget the session, go to /.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { logOut } from './api.ts';

export function LogoutPage() {
  const [, navigate] = useLocation();
  // biome-ignore lint/plugin: a log-out is a write, sent once on arrival, not a read
  useEffect(() => {
    void logOut().then(() => navigate('/', { replace: true }));
  }, [navigate]);
  return null;
}
