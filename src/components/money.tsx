// An amount of taka on screen: "৳ 1,234.50" in English, "৳ ১,২৩৪.৫০" in Bangla (lib/format.ts), in
// tabular digits so columns line up. `signed` colours profit and loss and may put a loss in
// brackets, as the betting records show it.
import { useFormat } from '../lib/use-format.ts';
import './money.css';

interface MoneyProps {
  value: number | string;
  /** Round figures without decimals (limits, quick amounts). */
  whole?: boolean;
  signed?: boolean;
  /** A loss as (৳ 50.00) instead of -৳ 50.00. */
  brackets?: boolean;
  hideSymbol?: boolean;
  className?: string;
  testId?: string;
}

export function Money({ value, whole, signed, brackets, hideSymbol, className, testId }: MoneyProps) {
  const f = useFormat();
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  const negative = Number.isFinite(n) && n < 0;
  const magnitude = Number.isFinite(n) ? Math.abs(n) : 0;
  const body = hideSymbol ? (whole ? f.integer(magnitude) : f.amount(magnitude)) : f.taka(magnitude, { whole });
  const text = negative ? (brackets ? `(${body})` : `-${body}`) : body;
  const tone = signed && n !== 0 && Number.isFinite(n) ? (negative ? ' money-loss' : ' money-gain') : '';
  return (
    <span className={`money num${tone}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {text}
    </span>
  );
}
