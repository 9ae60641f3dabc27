// Asia/Dhaka time, ticking every second, with digits of the chosen language.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../lib/i18n.ts';
import { formatClock } from '../lib/format.ts';

export function Clock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time className="clock" data-testid="clock">
      {formatClock(now, i18n.language as Language)}
    </time>
  );
}
