// The floating chat button on every screen. It can be dragged anywhere; a movement under 10 px
// is still a tap, so a shaky finger does not lose the tap. A tap follows the wire's
// order among what the general settings configure: Intercom, else the WhatsApp link in a
// new tab, else another widget (Tawk.to), else the product's own support chat at /chat. A widget whose
// script cannot load falls through to the next choice (lib/chat-widgets.ts).
// It never covers a control (docs/decisions/0176): where it floats over the screen it steps aside while a
// control shows beneath it (step-aside.ts), and dropped on a control after a drag it goes back to its place.
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { controlBeneath, useStepAside } from './step-aside.ts';

export const DRAG_THRESHOLD_PX = 10;

export interface ChatTargets {
  intercom?: string | null;
  whatsapp?: string | null;
  tawkId?: string | null;
}

// The widget loaders are fetched on the first tap that needs one, never with the shell.
const widgets = () => import('../lib/chat-widgets.ts');

export function openChat(targets: ChatTargets, goToChat: () => void): Promise<void> {
  const tawk = () =>
    targets.tawkId
      ? widgets()
          .then((w) => w.showTawk(targets.tawkId!))
          .catch(goToChat)
      : Promise.resolve(goToChat());
  const whatsapp = () => {
    if (!targets.whatsapp) return tawk();
    window.open(targets.whatsapp, '_blank', 'noopener,noreferrer');
    return Promise.resolve();
  };
  if (targets.intercom)
    return widgets()
      .then((w) => w.showIntercom(targets.intercom!))
      .catch(whatsapp);
  return whatsapp();
}

interface Drag {
  startX: number;
  startY: number;
  offsetX: number;
  offsetY: number;
  moved: boolean;
}

export function ChatButton(targets: ChatTargets) {
  const { t } = useTranslation('shell');
  const [location, navigate] = useLocation();
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const aside = useStepAside(button, !dragging, `${location} ${position?.left},${position?.top}`);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    drag.current = { startX: e.clientX, startY: e.clientY, offsetX: e.clientX - rect.left, offsetY: e.clientY - rect.top, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(e.clientX - d.startX, e.clientY - d.startY) < DRAG_THRESHOLD_PX) return;
    if (!d.moved) setDragging(true);
    d.moved = true;
    const maxLeft = Math.max(0, window.innerWidth - e.currentTarget.offsetWidth);
    const maxTop = Math.max(0, window.innerHeight - e.currentTarget.offsetHeight);
    setPosition({
      left: Math.min(maxLeft, Math.max(0, e.clientX - d.offsetX)),
      top: Math.min(maxTop, Math.max(0, e.clientY - d.offsetY)),
    });
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    setDragging(false);
    if (d && !d.moved) void openChat(targets, () => navigate('/chat'));
    // Dropped on a control, it would hide that control: it goes back to its own place instead.
    else if (d && button.current && controlBeneath(button.current)) setPosition(null);
  };

  return (
    <button
      ref={button}
      type="button"
      className={`chat-button${aside ? ' is-aside' : ''}`}
      aria-label={t('chat')}
      data-testid="chat-button"
      style={position ? { left: position.left, top: position.top, right: 'auto', bottom: 'auto' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          void openChat(targets, () => navigate('/chat'));
        }
      }}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
      </svg>
    </button>
  );
}
