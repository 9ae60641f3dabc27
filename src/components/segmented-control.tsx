// A segmented control: one choice out of a few shown side by side (date range, Back/Lay, timeline
// or table). A radio group to assistive technology: one segment in the Tab order, the arrow keys
// move the choice. Segments wrap onto a second line rather than overflow a 360 px phone.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './segmented-control.css';

export interface Segment<V extends string> { value: V; label: ReactNode }

interface SegmentedControlProps<V extends string> {
  label: string;
  options: readonly Segment<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Shown as the group's visible caption; otherwise the label is read out only. */
  showLabel?: boolean;
  className?: string;
}

export function SegmentedControl<V extends string>({ label, options, value, onChange, showLabel, className }: SegmentedControlProps<V>) {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const index = options.findIndex((o) => o.value === value);
    const next = options[(index + step + options.length) % options.length];
    onChange(next.value);
    [...(group.current?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])].find((radio) => radio.dataset.value === next.value)?.focus();
  };
  return (
    <div className={`segmented${className ? ` ${className}` : ''}`}>
      {showLabel && <span className="segmented-caption" aria-hidden="true">{label}</span>}
      <div ref={group} className="segmented-track" role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
        {options.map((o) => {
          const checked = o.value === value;
          return (
            <button key={o.value} type="button" role="radio" className="segment" data-value={o.value} aria-checked={checked}
              tabIndex={checked ? 0 : -1} onClick={() => onChange(o.value)}>
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
