// The bottom sheet: a panel that rises from the bottom edge (bet slip and pickers on a phone).
// Same modal behaviour as the dialog (layer.tsx); motion (motion/react) slides it in and out and
// lets the player drag it down by its handle to close it. Under prefers-reduced-motion it appears
// and goes without sliding (MotionConfig reducedMotion="user"), and dragging still works.
// `open` drives it, so the close animation can play before it unmounts.
import { AnimatePresence, LazyMotion, MotionConfig, m, useDragControls, type PanInfo } from 'motion/react';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button.tsx';
import { Layer, useModalLayer } from './layer.tsx';
import './bottom-sheet.css';

const loadFeatures = () => import('./motion-features.ts').then((mod) => mod.default);
const SLIDE = { type: 'tween', duration: 0.24, ease: [0.2, 0.8, 0.2, 1] } as const;
/** Dragged further than this (px) or flicked faster than this (px/s), the sheet closes. */
const CLOSE_OFFSET = 96;
const CLOSE_VELOCITY = 600;

export interface BottomSheetProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  name?: string;
}

export function BottomSheet(props: BottomSheetProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence>{props.open && <SheetPanel {...props} />}</AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

function SheetPanel({ title, onClose, children, footer, name }: BottomSheetProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const drag = useDragControls();
  useModalLayer(ref, onClose);
  const onDragEnd = (_: unknown, info: PanInfo) => {
    if (info.offset.y > CLOSE_OFFSET || info.velocity.y > CLOSE_VELOCITY) onClose();
  };
  return (
    <Layer>
      <m.div
        className="sheet-backdrop"
        data-testid={name ? `${name}-backdrop` : undefined}
        onClick={onClose}
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        transition={SLIDE}
      />
      <m.div
        ref={ref}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-modal={name}
        tabIndex={-1}
        initial={{ y: '100%' }}
        animate={{ y: 0 }}
        exit={{ y: '100%' }}
        transition={SLIDE}
        drag="y"
        dragControls={drag}
        dragListener={false}
        dragConstraints={{ top: 0, bottom: 0 }}
        dragElastic={{ top: 0, bottom: 0.7 }}
        onDragEnd={onDragEnd}
      >
        <div className="sheet-grip" onPointerDown={(e) => drag.start(e)} aria-hidden="true">
          <span />
        </div>
        <header className="sheet-header">
          <h2 className="sheet-title" id={titleId}>
            {title}
          </h2>
          <IconButton icon="close" label={t('close')} onClick={onClose} />
        </header>
        <div className="sheet-body">{children}</div>
        {footer && <footer className="sheet-footer">{footer}</footer>}
      </m.div>
    </Layer>
  );
}
