// What every modal layer (dialog, bottom sheet) shares: it renders into a portal on <body> (or into
// the root a LayerRootProvider names: the component gallery keeps each specimen's layers inside its
// themed, language-tagged panel), it traps focus, Escape closes it, the page behind does not scroll,
// and focus returns to where it was when the layer closes. Layers stack: only the top one listens.
import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const LayerRootContext = createContext<HTMLElement | null>(null);
export const LayerRootProvider = LayerRootContext.Provider;

export function Layer({ children }: { children: ReactNode }) {
  const root = useContext(LayerRootContext);
  return createPortal(children, root ?? document.body);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const focusablesIn = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => !node.closest('[hidden], [inert]'));

const open: object[] = [];
let scrollLocks = 0;

function lockScroll() {
  if (scrollLocks++ === 0) document.body.style.overflow = 'hidden';
}
function unlockScroll() {
  if (--scrollLocks === 0) document.body.style.overflow = '';
}

/**
 * Modal behaviour for the element in `ref` while it is mounted: focus moves in (to the element
 * marked data-autofocus, else the layer itself so its title is read first), Tab cycles inside,
 * Escape calls onClose, and focus goes back to the opener afterwards.
 */
export function useModalLayer(ref: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const token = {};
    open.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (el.querySelector<HTMLElement>('[data-autofocus]') ?? el).focus({ preventScroll: true });
    const onTop = () => open[open.length - 1] === token;
    const onKey = (e: KeyboardEvent) => {
      if (!onTop()) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab') {
        const items = focusablesIn(el);
        if (items.length === 0) {
          e.preventDefault();
          el.focus();
          return;
        }
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (e.shiftKey && (active === first || active === el)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && active === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    // Focus that escapes anyway (a click on the page behind, a screen reader's virtual cursor) is pulled back.
    const onFocusIn = (e: FocusEvent) => {
      if (onTop() && e.target instanceof Node && !el.contains(e.target)) (focusablesIn(el)[0] ?? el).focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    lockScroll();
    return () => {
      open.splice(open.indexOf(token), 1);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      unlockScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref]);
}
