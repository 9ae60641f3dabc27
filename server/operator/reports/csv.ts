// The report as CSV for a spreadsheet: money in taka with two decimals (from integer poisha, exact), text
// quoted, and text that a spreadsheet would run as a formula (=, +, -, @ first) made inert with a quote.
import { poishaFromTaka, takaText } from '../../lib/money.ts';
import { REPORT_PRODUCTS, type ReportDay, type ReportRow } from '../../../contracts/reports.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(inert) || inert !== value ? `"${inert.replace(/"/g, '""')}"` : inert;
}

const money = (taka: number) => takaText(poishaFromTaka(taka));
const lines = (header: string[], body: string[][]) => `${[header, ...body].map((cells) => cells.join(',')).join('\r\n')}\r\n`;

export function daysCsv(days: ReportDay[]): string {
  const header = [
    'day',
    'deposits_count',
    'deposits_sum',
    'withdrawals_count',
    'withdrawals_sum',
    'bonuses',
    'stakes',
    'payouts',
    'ggr',
    'ngr',
    ...REPORT_PRODUCTS.flatMap((p) => [`${p}_stakes`, `${p}_payouts`, `${p}_ggr`]),
    'signups',
    'first_deposits_count',
    'first_deposits_sum',
    'active_players',
  ];
  const body = days.map((d) => {
    const product = (p: string) => {
      const rows = d.products.filter((r) => r.product === p);
      const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + poishaFromTaka(pick(r)), 0);
      return [takaText(sum((r) => r.stakes)), takaText(sum((r) => r.payouts)), takaText(sum((r) => r.ggr))];
    };
    return [
      d.day,
      String(d.deposits.count),
      money(d.deposits.sum),
      String(d.withdrawals.count),
      money(d.withdrawals.sum),
      money(d.bonuses),
      money(d.stakes),
      money(d.payouts),
      money(d.ggr),
      money(d.ngr),
      ...REPORT_PRODUCTS.flatMap(product),
      String(d.signups),
      String(d.first_deposits.count),
      money(d.first_deposits.sum),
      String(d.active_players),
    ];
  });
  return lines(header, body);
}

export function rowsCsv(rows: ReportRow[]): string {
  const header = ['id', 'day', 'at', 'user_id', 'username', 'kind', 'amount', 'detail'];
  return lines(
    header,
    rows.map((r) => [String(r.id), r.day, r.at, String(r.user_id), csvText(r.username), csvText(r.kind), money(r.amount), csvText(r.detail)]),
  );
}
