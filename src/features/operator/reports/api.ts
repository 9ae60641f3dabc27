// The back office's report calls (/api/operator/reports...), parsed by contracts/reports.ts.
import { reportResponseSchema, reportRowsResponseSchema, type ReportFigure, type ReportProduct } from '../../../../contracts/reports.ts';
import { getJson, http } from '../../../lib/api.ts';

export const getReport = async (from: string, to: string) => (await getJson(reportResponseSchema, 'operator/reports', { from, to })).data;
export const getReportRows = (figure: ReportFigure, from: string, to: string, product?: ReportProduct) =>
  getJson(reportRowsResponseSchema, 'operator/reports/rows', { figure, from, to, ...(product ? { product } : {}) });

/** The CSV needs the bearer token, so a plain link cannot fetch it: fetch it and save the blob. */
export async function downloadCsv(path: string, params: Record<string, string>, name: string): Promise<void> {
  const blob = await http(path, { searchParams: params }).blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
