// The crash round drawn: the multiplier climbing as e^(0.00006 t) from the round's start by the server's
// clock, on a curve that rescales as it grows; the countdown of the betting phase; the crash point in
// red once the server says it crashed. Frames write to the DOM directly (refs), so the 60 updates a
// second never re-render React. Under prefers-reduced-motion it updates five times a second instead.
// The waiting state (a countdown, then "Starting…" until the server says the run began) and the running
// state (the multiplier) are separate elements, one per phase, never both: a frame writes only into the
// element of the phase React drew, and React never draws text into an element a frame writes.
import { useReducedMotion } from 'motion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashState } from '../../../contracts/games.ts';
import { msToReachX100, multiplierAtX100 } from '../../../games/crash.ts';
import { useFormat } from '../../lib/use-format.ts';

const W = 300;
const H = 160;
const SAMPLES = 48;

/** The multiplier (x100) of a state at a device time, by the server's clock. */
export function liveX100(state: CrashState, deviceNow: number, offsetMs: number): number {
  if (state.phase === 'crashed') return Math.round((state.crashedAt ?? state.multiplier) * 100);
  if (state.phase === 'betting') return 100;
  return multiplierAtX100(deviceNow + offsetMs - state.startedAt);
}

/** The curve from the start to `elapsedMs`, scaled so it fills the box. */
export function curvePath(elapsedMs: number, topX100: number): string {
  const span = Math.max(elapsedMs, 8_000);
  const top = Math.max(topX100, 200) / 100;
  const points: string[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const t = (elapsedMs * i) / SAMPLES;
    const m = Math.min(multiplierAtX100(t) / 100, top);
    points.push(`${((t / span) * W).toFixed(1)},${(H - ((m - 1) / (top - 1)) * (H - 8)).toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}

export function CrashChart({ state, offsetMs }: { state: CrashState | null; offsetMs: number }) {
  const { t } = useTranslation('house');
  const f = useFormat();
  const reduced = useReducedMotion() ?? false;
  const valueRef = useRef<HTMLSpanElement>(null);
  const pathRef = useRef<SVGPathElement>(null);
  const countdownRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!state) return;
    let frame = 0;
    let last = 0;
    const draw = (time: number) => {
      frame = requestAnimationFrame(draw);
      if (reduced && time - last < 200) return;
      last = time;
      const now = Date.now();
      if (state.phase === 'betting') {
        pathRef.current?.setAttribute('d', curvePath(0, 100));
        const left = Math.ceil((state.bettingEndsAt - now - offsetMs) / 1000);
        if (countdownRef.current) countdownRef.current.textContent = left > 0 ? t('crash.startsIn', { seconds: f.integer(left) }) : t('crash.starting');
        return;
      }
      const x100 = liveX100(state, now, offsetMs);
      if (valueRef.current) valueRef.current.textContent = `${f.number(x100 / 100, { minDecimals: 2, maxDecimals: 2 })}×`;
      const elapsed = state.phase === 'running' ? now + offsetMs - state.startedAt : msToReachX100(x100);
      pathRef.current?.setAttribute('d', curvePath(Math.max(0, elapsed), x100));
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [state, offsetMs, reduced, f, t]);

  const phase = state?.phase ?? 'betting';
  return (
    <div className={`crash-chart phase-${phase}`} data-testid="crash-chart" data-phase={phase}>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
        <path ref={pathRef} className="crash-curve" d="M0,160" fill="none" vectorEffect="non-scaling-stroke" />
      </svg>
      {/* Keyed by phase: each phase's elements are new, so no text of another phase is left in them. */}
      <div className="crash-readout" key={phase}>
        {phase === 'betting' ? (
          <>
            <span ref={countdownRef} className="crash-countdown" data-testid="crash-countdown" role="timer" />
            <span className="crash-note">{t('crash.betting')}</span>
          </>
        ) : (
          <>
            <span ref={valueRef} className="crash-multiplier" data-testid="crash-multiplier" />
            <span className="crash-note" role="status">
              {phase === 'crashed' ? t('crash.crashed') : t('crash.running')}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
