// A floating button that never covers a control: while any part of a link, button, field or other control
// shows beneath it, it steps aside (is hidden, and out of the tab order), and it comes back once its spot is
// clear. Checked when the page scrolls (any scroller), the window resizes, the layout changes size or the
// route changes; never at rest, so a screen left open costs nothing. Where a bar gives it a place of its own
// (the player's bottom toolbar, docs/decisions/0176) nothing is ever beneath it and it never steps aside.
import { useEffect, useState, type RefObject } from 'react';

/** What a player can tap or type into. */
export const CONTROL_SELECTOR =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [contenteditable="true"]';

/** At most one check per this many ms while the page moves, and one more when it stops. */
const CHECK_EVERY_MS = 100;

type Box = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Box, b: DOMRect): Box | null => {
  const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
  return box.right - box.left >= 1 && box.bottom - box.top >= 1 ? box : null;
};

/**
 * Whether a control shows beneath `floating`: a control whose box meets the floating box, at a point of that
 * overlap where the control itself is on top (not hidden under a bar, a dialog or outside its scroller).
 */
export function controlBeneath(floating: HTMLElement, doc: Document = document): boolean {
  const own = floating.getBoundingClientRect();
  for (const control of doc.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)) {
    if (control === floating || floating.contains(control)) continue;
    const shared = overlap(own, control.getBoundingClientRect());
    if (!shared) continue;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = shared.left + (shared.right - shared.left) * fx;
        const y = shared.top + (shared.bottom - shared.top) * fy;
        const top = doc.elementsFromPoint(x, y).find((el) => el !== floating && !floating.contains(el));
        if (top && (top === control || control.contains(top))) return true;
      }
    }
  }
  return false;
}

/** True while `ref`'s element should step aside. `watch` changes (the route) ask for a fresh look. */
export function useStepAside(ref: RefObject<HTMLElement | null>, enabled: boolean, watch: unknown): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof document.elementsFromPoint !== 'function') {
      setAside(false);
      return;
    }
    let last = 0;
    let frame = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      frame = 0;
      last = performance.now();
      setAside(controlBeneath(el));
    };
    const soon = () => {
      clearTimeout(trailing);
      // The last move of a scroll is always checked, where the page comes to rest.
      trailing = setTimeout(() => {
        if (!frame) frame = requestAnimationFrame(check);
      }, CHECK_EVERY_MS);
      if (!frame && performance.now() - last >= CHECK_EVERY_MS) frame = requestAnimationFrame(check);
    };
    soon();
    window.addEventListener('scroll', soon, { capture: true, passive: true });
    window.addEventListener('resize', soon, { passive: true });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(soon);
    sizes?.observe(document.documentElement);
    sizes?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', soon, { capture: true });
      window.removeEventListener('resize', soon);
      sizes?.disconnect();
      clearTimeout(trailing);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, enabled, watch]);
  return aside;
}
