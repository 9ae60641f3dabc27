// A figure of the report over its days, drawn by uPlot (docs/decisions/0238). The library and its styles
// are imported when a chart first shows, so only the console's report panel ever loads them.
import { useEffect, useRef } from 'react';
import { useRead } from '../../../lib/use-read.ts';

export interface ChartSeries {
  /** Dhaka days 'YYYY-MM-DD', in order. */
  days: string[];
  values: number[];
  label: string;
}

/** Noon of a Dhaka day as Unix seconds: uPlot's x axis is time in seconds. */
const dayToSeconds = (day: string) => Date.parse(`${day}T06:00:00Z`) / 1000;

/** uPlot and its styles, loaded once for the page when the first chart shows. */
const loadUplot = async () => {
  const [lib] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return lib.default;
};

export function ReportChart({ series, width = 640, height = 220 }: { series: ChartSeries; width?: number; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const lib = useRead('operator:chart-library', loadUplot, { shared: true });
  const UPlot = lib.data;
  useEffect(() => {
    if (!UPlot || !box.current) return;
    const fit = Math.min(width, box.current.clientWidth || width);
    const chart = new UPlot(
      {
        width: fit,
        height,
        tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Asia/Dhaka'),
        series: [{}, { label: series.label, stroke: 'currentColor', width: 2, points: { show: true } }],
        axes: [{}, { size: 70 }],
        legend: { show: false },
      },
      [series.days.map(dayToSeconds), series.values],
      box.current,
    );
    return () => chart.destroy();
  }, [UPlot, series, width, height]);
  return <div ref={box} className="report-chart" role="img" aria-label={series.label} data-testid="report-chart" />;
}
