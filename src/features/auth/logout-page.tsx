// /player/logout: POST /api/logout, forget the session, go to /.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { logOut } from './api.ts';

export function LogoutPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    void logOut().then(() => navigate('/', { replace: true }));
  }, [navigate]);
  return null;
}
