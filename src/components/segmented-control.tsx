// A segmented control: one choice out of a few shown side by side (date range, Back/Lay, timeline
// or table). A radio group to assistive technology: one segment in the Tab order (the first when
// nothing is chosen yet), the arrow keys move the choice. Segments wrap onto a second line rather
// than overflow a 360 px phone.
// The tiles variant is the same control drawn as a grid of bordered tiles with an optional picture
// and a second line (a payment method with its logo, a promotion with its bonus); it can carry an
// error (a catalogue key) under the grid, which the group names as its description.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form-field.css';
import './segmented-control.css';

export interface Segment<V extends string> {
  value: V;
  label: ReactNode;
  /** Tiles only: a second, quieter line. */
  detail?: ReactNode;
  /** Tiles only: a picture before the label (decorative: the label names the choice). */
  image?: string;
}

interface SegmentedControlProps<V extends string> {
  label: string;
  options: readonly Segment<V>[];
  /** The chosen value; one that matches no option means nothing is chosen yet. */
  value: V;
  onChange: (value: V) => void;
  /** Shown as the group's visible caption; otherwise the label is read out only. */
  showLabel?: boolean;
  variant?: 'track' | 'tiles';
  /** A catalogue key (errors namespace) or a text, shown under the group until the owner clears it. */
  error?: string | null;
  className?: string;
  testId?: string;
}

export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  showLabel,
  variant = 'track',
  error,
  className,
  testId,
}: SegmentedControlProps<V>) {
  const { t } = useTranslation('errors');
  const group = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const chosen = options.findIndex((o) => o.value === value);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const index = chosen < 0 ? (step > 0 ? -1 : 0) : chosen;
    const next = options[(index + step + options.length) % options.length];
    onChange(next.value);
    [...(group.current?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])].find((radio) => radio.dataset.value === next.value)?.focus();
  };
  const tiles = variant === 'tiles';
  return (
    <div className={`segmented${tiles ? ' segmented-tiles' : ''}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {showLabel && (
        <span className="segmented-caption" aria-hidden="true">
          {label}
        </span>
      )}
      <div
        ref={group}
        className="segmented-track"
        role="radiogroup"
        aria-label={label}
        onKeyDown={onKeyDown}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        {options.map((o, i) => {
          const checked = i === chosen;
          return (
            <button
              key={o.value}
              type="button"
              role="radio"
              className="segment"
              data-value={o.value}
              aria-checked={checked}
              tabIndex={checked || (chosen < 0 && i === 0) ? 0 : -1}
              onClick={() => onChange(o.value)}
            >
              {tiles && o.image && <img className="segment-image" src={o.image} alt="" width={56} height={32} loading="lazy" />}
              {tiles ? (
                <span className="segment-text">
                  <span className="segment-label">{o.label}</span>
                  {o.detail && (
                    <>
                      {' '}
                      <span className="segment-detail">{o.detail}</span>
                    </>
                  )}
                </span>
              ) : (
                o.label
              )}
            </button>
          );
        })}
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
