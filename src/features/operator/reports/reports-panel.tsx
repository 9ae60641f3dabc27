// Reports in the back office: pick a range of Dhaka days, read each figure for the range, see one figure
// day by day in a chart, open the rows behind a figure, and take the days or the rows away as CSV.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_FIGURES, type ReportFigure, type ReportFigures, type ReportResponse } from '../../../../contracts/reports.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { ReadState } from '../../../components/read-state.tsx';
import { SelectField } from '../../../components/select.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useRead } from '../../../lib/use-read.ts';
import { downloadCsv, getReport, getReportRows } from './api.ts';
import { ReportChart } from './report-chart.tsx';
import './reports.css';

/** The figures a chart can draw, each read from a day's figures. */
const CHARTED = {
  deposits: (f: ReportFigures) => f.deposits.sum,
  withdrawals: (f: ReportFigures) => f.withdrawals.sum,
  bonuses: (f: ReportFigures) => f.bonuses,
  stakes: (f: ReportFigures) => f.stakes,
  payouts: (f: ReportFigures) => f.payouts,
  ggr: (f: ReportFigures) => f.ggr,
  ngr: (f: ReportFigures) => f.ngr,
  signups: (f: ReportFigures) => f.signups,
  firstDeposits: (f: ReportFigures) => f.first_deposits.count,
  activePlayers: (f: ReportFigures) => f.active_players,
} as const;
type Charted = keyof typeof CHARTED;

/** Seven Dhaka days up to today. */
function lastWeek(): { from: string; to: string } {
  const today = new Date(Date.now() + 6 * 3_600_000);
  const from = new Date(today.getTime() - 6 * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

export function ReportsPanel() {
  const { t } = useTranslation('operator');
  const [range, setRange] = useState(lastWeek);
  const [form, setForm] = useState(range);
  const read = useRead(`operator:reports:${range.from}:${range.to}`, () => getReport(range.from, range.to));
  return (
    <div className="reports-panel" data-testid="reports-panel">
      <form
        className="players-form"
        onSubmit={(e) => {
          e.preventDefault();
          setRange(form);
        }}
      >
        <TextField label={t('reports.from')} type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
        <TextField label={t('reports.to')} type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
        <Button type="submit" variant="secondary">
          {t('reports.show')}
        </Button>
        <Button variant="ghost" onClick={() => void downloadCsv('operator/reports/csv', range, `report-${range.from}-${range.to}.csv`)}>
          {t('reports.csv')}
        </Button>
      </form>
      <ReadState read={read}>{(report) => <ReportView report={report} />}</ReadState>
    </div>
  );
}

function ReportView({ report }: { report: ReportResponse['data'] }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [charted, setCharted] = useState<Charted>('ggr');
  const series = useMemo(
    () => ({ days: report.days.map((d) => d.day), values: report.days.map((d) => CHARTED[charted](d)), label: t(`reports.figure.${charted}`) }),
    [report, charted, t],
  );
  const total = report.total;
  const money = (n: number) => f.taka(n);
  return (
    <>
      <Card title={t('reports.total')}>
        <dl className="players-facts">
          <dt>{t('reports.figure.deposits')}</dt>
          <dd>{`${f.integer(total.deposits.count)} · ${money(total.deposits.sum)}`}</dd>
          <dt>{t('reports.figure.withdrawals')}</dt>
          <dd>{`${f.integer(total.withdrawals.count)} · ${money(total.withdrawals.sum)}`}</dd>
          <dt>{t('reports.figure.bonuses')}</dt>
          <dd>{money(total.bonuses)}</dd>
          <dt>{t('reports.figure.stakes')}</dt>
          <dd>{money(total.stakes)}</dd>
          <dt>{t('reports.figure.payouts')}</dt>
          <dd>{money(total.payouts)}</dd>
          <dt>{t('reports.figure.ggr')}</dt>
          <dd>{money(total.ggr)}</dd>
          <dt>{t('reports.figure.ngr')}</dt>
          <dd>{money(total.ngr)}</dd>
          <dt>{t('reports.figure.signups')}</dt>
          <dd>{f.integer(total.signups)}</dd>
          <dt>{t('reports.figure.firstDeposits')}</dt>
          <dd>{`${f.integer(total.first_deposits.count)} · ${money(total.first_deposits.sum)}`}</dd>
          <dt>{t('reports.figure.activePlayers')}</dt>
          <dd>{f.integer(total.active_players)}</dd>
        </dl>
      </Card>
      <Card title={t('reports.byProduct')}>
        <DataTable label={t('reports.byProduct')}>
          <thead>
            <tr>
              <th>{t('reports.product')}</th>
              <th>{t('reports.figure.stakes')}</th>
              <th>{t('reports.figure.payouts')}</th>
              <th>{t('reports.figure.ggr')}</th>
            </tr>
          </thead>
          <tbody>
            {total.products.map((p) => (
              <tr key={`${p.product}-${p.game}-${p.provider}`}>
                <td>{`${t(`reports.productName.${p.product}`)}${p.game ? ` · ${p.game} · ${p.provider}` : ''}`}</td>
                <td>{money(p.stakes)}</td>
                <td>{money(p.payouts)}</td>
                <td>{money(p.ggr)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Card>
      <Card title={t('reports.overTime')}>
        <SelectField
          label={t('reports.chartOf')}
          value={charted}
          onChange={setCharted}
          options={(Object.keys(CHARTED) as Charted[]).map((k) => ({ value: k, label: t(`reports.figure.${k}`) }))}
        />
        <ReportChart series={series} />
      </Card>
      <DrillDown from={report.from} to={report.to} />
    </>
  );
}

function DrillDown({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('operator');
  const f = useFormat();
  const [figure, setFigure] = useState<ReportFigure>('deposits');
  const read = useRead(`operator:report-rows:${figure}:${from}:${to}`, () => getReportRows(figure, from, to));
  return (
    <Card title={t('reports.rows')}>
      <div className="players-form">
        <SelectField
          label={t('reports.rowsOf')}
          value={figure}
          onChange={setFigure}
          options={REPORT_FIGURES.map((k) => ({ value: k, label: t(`reports.rowFigure.${k}`) }))}
        />
        <Button variant="ghost" onClick={() => void downloadCsv('operator/reports/rows/csv', { figure, from, to }, `${figure}-${from}-${to}.csv`)}>
          {t('reports.csv')}
        </Button>
      </div>
      <ReadState read={read} isEmpty={(r) => r.data.length === 0} empty={<p>{t('players.nothing')}</p>}>
        {(r) => (
          <DataTable label={t('reports.rows')}>
            <thead>
              <tr>
                <th>{t('players.when')}</th>
                <th>{t('players.username')}</th>
                <th>{t('players.kind')}</th>
                <th>{t('players.amount')}</th>
                <th>{t('reports.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {r.data.map((row) => (
                <tr key={`${row.kind}-${row.id}`}>
                  <td>{f.dateTime(row.at)}</td>
                  <td translate="no">{row.username}</td>
                  <td>{t(`reports.rowKind.${row.kind}`, { defaultValue: row.kind })}</td>
                  <td>{f.taka(row.amount)}</td>
                  <td>{row.detail}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </ReadState>
    </Card>
  );
}
