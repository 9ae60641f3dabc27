// The report of a range of Asia/Dhaka days: one set of figures per day and one for the whole range, put
// together from the ledger's sums (ledger-sums.ts) in integer poisha and turned into taka at the end.
import type { Db } from '../../db/client.ts';
import { takaFromPoisha } from '../../lib/money.ts';
import { REPORT_PRODUCTS, type ReportFigures, type ReportResponse } from '../../../contracts/reports.ts';
import { daysOf } from './day-sql.ts';
import {
  activePlayers,
  bonusSums,
  casinoSums,
  depositSums,
  exchangeSums,
  firstDepositSums,
  type MethodSum,
  type ProductSum,
  type Range,
  signupCounts,
  withdrawalSums,
} from './ledger-sums.ts';

/** The figures of one day (or the range), in poisha until `inTaka`. */
interface Figures {
  deposits: { count: number; sum: number; byMethod: Map<string, { count: number; sum: number }> };
  withdrawals: { count: number; sum: number; byMethod: Map<string, { count: number; sum: number }> };
  bonuses: number;
  products: Map<string, Omit<ProductSum, 'day'>>;
  signups: number;
  firstDeposits: { count: number; sum: number };
  activePlayers: number;
}

const empty = (): Figures => ({
  deposits: { count: 0, sum: 0, byMethod: new Map() },
  withdrawals: { count: 0, sum: 0, byMethod: new Map() },
  bonuses: 0,
  products: new Map(),
  signups: 0,
  firstDeposits: { count: 0, sum: 0 },
  activePlayers: 0,
});

function addMethod(into: Figures['deposits'], m: Pick<MethodSum, 'method' | 'count' | 'sum'>) {
  into.count += m.count;
  into.sum += m.sum;
  const by = into.byMethod.get(m.method) ?? { count: 0, sum: 0 };
  into.byMethod.set(m.method, { count: by.count + m.count, sum: by.sum + m.sum });
}

function addProduct(into: Figures, p: ProductSum) {
  const key = `${p.product} ${p.game ?? ''} ${p.provider ?? ''}`;
  const row = into.products.get(key) ?? { product: p.product, game: p.game, provider: p.provider, stakes: 0, payouts: 0, ggr: 0 };
  into.products.set(key, { ...row, stakes: row.stakes + p.stakes, payouts: row.payouts + p.payouts, ggr: row.ggr + p.ggr });
}

const methodsInTaka = (by: Figures['deposits']['byMethod']) =>
  [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([method, v]) => ({ method, count: v.count, sum: takaFromPoisha(v.sum) }));

const PRODUCT_ORDER = new Map(REPORT_PRODUCTS.map((p, i) => [p, i]));

export function inTaka(f: Figures): ReportFigures {
  const products = [...f.products.values()].sort(
    (a, b) =>
      PRODUCT_ORDER.get(a.product)! - PRODUCT_ORDER.get(b.product)! ||
      (a.game ?? '').localeCompare(b.game ?? '') ||
      (a.provider ?? '').localeCompare(b.provider ?? ''),
  );
  const stakes = products.reduce((s, p) => s + p.stakes, 0);
  const payouts = products.reduce((s, p) => s + p.payouts, 0);
  const ggr = products.reduce((s, p) => s + p.ggr, 0);
  return {
    deposits: { count: f.deposits.count, sum: takaFromPoisha(f.deposits.sum), by_method: methodsInTaka(f.deposits.byMethod) },
    withdrawals: { count: f.withdrawals.count, sum: takaFromPoisha(f.withdrawals.sum), by_method: methodsInTaka(f.withdrawals.byMethod) },
    bonuses: takaFromPoisha(f.bonuses),
    products: products.map((p) => ({ ...p, stakes: takaFromPoisha(p.stakes), payouts: takaFromPoisha(p.payouts), ggr: takaFromPoisha(p.ggr) })),
    stakes: takaFromPoisha(stakes),
    payouts: takaFromPoisha(payouts),
    ggr: takaFromPoisha(ggr),
    ngr: takaFromPoisha(ggr - f.bonuses),
    signups: f.signups,
    first_deposits: { count: f.firstDeposits.count, sum: takaFromPoisha(f.firstDeposits.sum) },
    active_players: f.activePlayers,
  };
}

export async function buildReport(db: Db, range: Range): Promise<ReportResponse['data']> {
  const [deposits, withdrawals, bonuses, casino, exchange, signups, firstDeposits, active] = await Promise.all([
    depositSums(db, range),
    withdrawalSums(db, range),
    bonusSums(db, range),
    casinoSums(db, range),
    exchangeSums(db, range),
    signupCounts(db, range),
    firstDepositSums(db, range),
    activePlayers(db, range),
  ]);
  const days = new Map(daysOf(range.from, range.to).map((d) => [d, empty()]));
  const total = empty();
  // Every query is bounded by the range, so each row's day is in the map; the total takes every row.
  const each = (day: string, apply: (f: Figures) => void) => {
    const f = days.get(day);
    if (f) apply(f);
    apply(total);
  };
  for (const d of deposits) each(d.day, (f) => addMethod(f.deposits, d));
  for (const w of withdrawals) each(w.day, (f) => addMethod(f.withdrawals, w));
  for (const b of bonuses) each(b.day, (f) => (f.bonuses += b.sum));
  for (const p of [...casino, ...exchange]) each(p.day, (f) => addProduct(f, p));
  for (const s of signups) each(s.day, (f) => (f.signups += s.count));
  for (const fd of firstDeposits)
    each(fd.day, (f) => {
      f.firstDeposits.count += fd.count;
      f.firstDeposits.sum += fd.sum;
    });
  for (const a of active.byDay) {
    const f = days.get(a.day);
    if (f) f.activePlayers = a.count;
  }
  total.activePlayers = active.total;
  return {
    from: range.from,
    to: range.to,
    days: [...days.entries()].map(([day, f]) => ({ day, ...inTaka(f) })),
    total: inTaka(total),
  };
}
