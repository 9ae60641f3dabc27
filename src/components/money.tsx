// An amount of taka on screen: "৳ 1,234.50" in English, "৳ ১,২৩৪.৫০" in Bangla (lib/format.ts), in
// tabular digits so columns line up. A loss reads in brackets everywhere, "(৳ 50.00)" (the format module's
// one rule, docs/decisions/0170); `signed` also colours a profit or loss, green or red.
import { useFormat } from '../lib/use-format.ts';
import './money.css';

interface MoneyProps {
  value: number | string;
  /** Round figures without decimals (limits, quick amounts). */
  whole?: boolean;
  signed?: boolean;
  hideSymbol?: boolean;
  className?: string;
  testId?: string;
}

export function Money({ value, whole, signed, hideSymbol, className, testId }: MoneyProps) {
  const f = useFormat();
  const parsed = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  const n = Number.isFinite(parsed) ? parsed : 0;
  const text = hideSymbol ? f.amount(n, { whole }) : f.taka(n, { whole });
  const tone = signed && n !== 0 ? (n < 0 ? ' money-loss' : ' money-gain') : '';
  return (
    <span className={`money num${tone}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {text}
    </span>
  );
}
