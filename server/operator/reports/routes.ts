// The back office's reports: the figures of a range of Asia/Dhaka days (each day and the whole), the rows
// behind a figure, and both as CSV. Paths relative to the operator router.
import { answers, createArea, defineRoute, rawAnswer } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { reportRangeQuerySchema, reportResponseSchema, reportRowsQuerySchema, reportRowsResponseSchema } from '../../../contracts/reports.ts';
import { daysCsv, rowsCsv } from './csv.ts';
import { reportRows } from './drill-down.ts';
import { buildReport } from './report.ts';

const tags: ['operator-reports'] = ['operator-reports'];

const report = defineRoute({
  method: 'get',
  path: '/reports',
  access: 'operator',
  permission: 'reports.read',
  tags,
  summary: 'Deposits, withdrawals, bonuses, stakes, payouts, GGR and NGR by product, sign-ups, first deposits, active players, per Dhaka day',
  request: { query: reportRangeQuerySchema },
  responses: answers({ 200: reportResponseSchema }),
});
const reportCsv = defineRoute({
  method: 'get',
  path: '/reports/csv',
  access: 'operator',
  permission: 'reports.read',
  tags,
  summary: 'The same report as CSV, one line per day',
  request: { query: reportRangeQuerySchema },
  responses: { 200: rawAnswer('The report, one line per day', 'text/csv') },
});
const drill = defineRoute({
  method: 'get',
  path: '/reports/rows',
  access: 'operator',
  permission: 'reports.read',
  tags,
  summary: 'The ledger rows behind one figure of the report',
  request: { query: reportRowsQuerySchema },
  responses: answers({ 200: reportRowsResponseSchema }),
});
const drillCsv = defineRoute({
  method: 'get',
  path: '/reports/rows/csv',
  access: 'operator',
  permission: 'reports.read',
  tags,
  summary: 'The rows behind one figure, as CSV',
  request: { query: reportRowsQuerySchema },
  responses: { 200: rawAnswer('The rows, one line each', 'text/csv') },
});

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}.csv"`,
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

export const operatorReportRoutes = createArea()
  .openapi(report, async (c) => {
    requireOperator(c);
    return c.json({ data: await buildReport(c.var.deps.database.db, c.req.valid('query')) }, 200);
  })
  .openapi(reportCsv, async (c) => {
    requireOperator(c);
    const range = c.req.valid('query');
    const built = await buildReport(c.var.deps.database.db, range);
    return c.body(daysCsv(built.days), 200, csvHeaders(`report-${range.from}-${range.to}`));
  })
  .openapi(drill, async (c) => {
    requireOperator(c);
    const q = c.req.valid('query');
    const found = await reportRows(c.var.deps.database.db, q.figure, q, q.product);
    return c.json({ data: found.rows, truncated: found.truncated }, 200);
  })
  .openapi(drillCsv, async (c) => {
    requireOperator(c);
    const q = c.req.valid('query');
    const found = await reportRows(c.var.deps.database.db, q.figure, q, q.product);
    return c.body(rowsCsv(found.rows), 200, csvHeaders(`${q.figure}-${q.from}-${q.to}`));
  });
