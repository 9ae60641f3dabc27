// The reality check: every N minutes of a log-in in which the player has played (the player
// chooses N on /safer-play; 60 by default), a reminder over whatever screen is open: how long this
// session has lasted and its net result, from the server's books (GET /api/safer-play/reality-check),
// with Continue, Stop (leave the game, or log out) and a link to the limits. Each reminder is answered
// once per session (sessionStorage), and a reload keeps the schedule: it runs from the session's start.
// One request per reminder and one at start: nothing is polled in between. A change of the interval on
// /safer-play reads the figures again (its invalidation of "safer-play:reality-check").
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { RealityCheck as Figures } from '../../contracts/safer-play.ts';
import { Button, ButtonLink } from '../components/button.tsx';
import { Dialog } from '../components/dialog.tsx';
import { Money } from '../components/money.tsx';
import { useFormat } from '../lib/use-format.ts';
import { useRead } from '../lib/use-read.ts';
import { getRealityCheck } from '../features/safer-play/api.ts';

const MINUTE = 60_000;
const ackKey = (start: string) => `reality-ack:${start}`;

/** The reminder due next: its number (1, 2, ...) and its moment, after those already answered. */
export function nextReminder(f: Pick<Figures, 'session_started_at' | 'interval_minutes' | 'server_time'>, answered: number, nowMs: number) {
  const start = Date.parse(f.session_started_at);
  const skew = Date.parse(f.server_time) - nowMs; // the server's clock decides; the phone's may be off
  const every = f.interval_minutes * MINUTE;
  const reached = Math.floor((nowMs + skew - start) / every);
  const index = Math.max(reached, answered + 1, 1);
  return { index, atMs: start + index * every - skew };
}

export function RealityCheck() {
  const { t } = useTranslation('safer-play');
  const f = useFormat();
  const [location, navigate] = useLocation();
  const [shown, setShown] = useState<{ figures: Figures; index: number } | null>(null);
  // One request at start (and again after each reminder, or when the interval changes on /safer-play)…
  const read = useRead('safer-play:reality-check', getRealityCheck);
  const figures = read.data;
  const again = read.refresh;
  const [due, setDue] = useState<{ start: string; index: number } | null>(null);
  useEffect(() => {
    if (!figures || shown) return;
    const answered = Number(sessionStorage.getItem(ackKey(figures.session_started_at)) ?? 0);
    const next = nextReminder(figures, answered, Date.now());
    const timer = setTimeout(() => setDue({ start: figures.session_started_at, index: next.index }), Math.max(0, next.atMs - Date.now()));
    return () => clearTimeout(timer);
  }, [figures, shown]);
  // …and one when a reminder is due: shown if the player is playing, else counted as answered and the next one scheduled.
  const atDue = useRead(due ? `safer-play:reality-check:due:${due.start}:${due.index}` : null, getRealityCheck);
  useEffect(() => {
    if (!due || (atDue.data === undefined && atDue.error === undefined)) return;
    setDue(null);
    if (atDue.data?.playing) setShown({ figures: atDue.data, index: due.index });
    else {
      sessionStorage.setItem(ackKey(due.start), String(due.index));
      again();
    }
  }, [due, atDue.data, atDue.error, again]);

  if (!shown) return null;
  const answer = () => {
    sessionStorage.setItem(ackKey(shown.figures.session_started_at), String(shown.index));
    setShown(null);
    again();
  };
  const played = Math.max(0, Date.parse(shown.figures.server_time) - Date.parse(shown.figures.session_started_at));
  const hours = Math.floor(played / (60 * MINUTE));
  const minutes = Math.floor((played % (60 * MINUTE)) / MINUTE);
  const duration =
    hours > 0 ? t('reality.hours', { hours: f.integer(hours), minutes: f.integer(minutes) }) : t('reality.onlyMinutes', { minutes: f.integer(minutes) });
  const inGame = location.startsWith('/gamerun') || location.startsWith('/house');

  return (
    <Dialog
      name="reality-check"
      title={t('reality.title')}
      size="sm"
      onClose={answer}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              answer();
              navigate(inGame ? '/' : '/player/logout');
            }}
          >
            {t(inGame ? 'reality.leaveGame' : 'reality.stop')}
          </Button>
          <Button onClick={answer}>{t('reality.continue')}</Button>
        </>
      }
    >
      <p data-testid="reality-played">{t('reality.played', { duration })}</p>
      <p className="reality-net">
        {t('reality.net')}: <Money value={shown.figures.net_result} signed testId="reality-net" />
      </p>
      <ButtonLink href="/safer-play" variant="secondary" onClick={answer}>
        {t('reality.limits')}
      </ButtonLink>
    </Dialog>
  );
}
