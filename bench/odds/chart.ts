// bench/results/odds-render.html: one self-contained page (inline SVG, no scripts). For each
// scenario, three bars per measure (atoms, naive, vanilla), scaled within the scenario, so the
// gap between the variants reads at a glance; the targets sit on top.
import type { Ratio, Row, TargetLine } from './report.ts';

const COLORS: Record<string, string> = { atoms: '#2563eb', naive: '#dc2626', vanilla: '#16a34a' };
const MEASURES: { key: keyof Row; label: string }[] = [
  { key: 'scriptMsPerTick', label: 'script ms / tick' },
  { key: 'taskMsPerTick', label: 'main-thread ms / tick' },
  { key: 'cellRendersPerTick', label: 'price-cell renders / tick' },
  { key: 'otherRendersPerTick', label: 'other renders / tick' },
  { key: 'domMutationsPerTick', label: 'DOM mutation records / tick' },
];
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(n === 0 ? 0 : 3));

function panel(rows: Row[], measure: (typeof MEASURES)[number]): string {
  const groups = [...new Set(rows.map((r) => `${r.scenario} ${r.rate}`))];
  const barH = 11;
  const groupH = barH * 3 + 10;
  const left = 90;
  const width = 380;
  const height = groups.length * groupH + 24;
  const parts: string[] = [`<text x="0" y="14" font-weight="600">${esc(measure.label)}</text>`];
  groups.forEach((g, gi) => {
    const rs = rows.filter((r) => `${r.scenario} ${r.rate}` === g);
    const max = Math.max(...rs.map((r) => Number(r[measure.key]) || 0), 1e-9);
    const y0 = 24 + gi * groupH;
    parts.push(`<text x="0" y="${y0 + barH * 2}" font-size="11">${esc(g)}</text>`);
    rs.forEach((r, i) => {
      const v = Number(r[measure.key]) || 0;
      const w = Math.max(1, (v / max) * (width - left - 60));
      parts.push(
        `<rect x="${left}" y="${y0 + i * barH}" width="${w.toFixed(1)}" height="${barH - 2}" fill="${COLORS[r.impl]}"><title>${esc(`${g} ${r.impl}: ${v}`)}</title></rect>`,
      );
      parts.push(`<text x="${left + w + 4}" y="${y0 + i * barH + barH - 3}" font-size="9">${fmt(v)}</text>`);
    });
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12">${parts.join('')}</svg>`;
}

export function chart(rows: Row[], ratios: Ratio[], targets: TargetLine[], machine: Record<string, unknown>): string {
  const legend = Object.entries(COLORS)
    .map(([k, c]) => `<span style="color:${c}">&#9632; ${k}</span>`)
    .join(' &nbsp; ');
  const ratioRows = ratios
    .filter((r) => r.metric === 'scriptMsPerTick' || r.of === 'atoms/vanilla')
    .map(
      (r) =>
        `<tr><td>${esc(`${r.scenario} ${r.rate}`)}</td><td>${r.of}</td><td>${r.metric}</td><td>${r.median.toFixed(3)}</td><td>${r.p25.toFixed(3)}–${r.p75.toFixed(3)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>odds-view render benchmark</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#0f172a}.panels{display:flex;flex-wrap:wrap;gap:24px}
.met{color:#15803d}.missed{color:#b91c1c;font-weight:600}table{border-collapse:collapse;font-size:13px}td,th{padding:2px 8px;border-bottom:1px solid #e2e8f0;text-align:left}</style></head><body>
<h1>odds-view render benchmark</h1>
<p>${esc(`${machine.quick ? 'quick run' : 'full run'}; ${machine.nproc} cores, ${machine.cpu}, Chromium ${machine.chromium}`)}. Bars are scaled within each scenario; the number is the median per tick. ${legend}</p>
<h2>Targets</h2><ul>${targets.map((t) => `<li class="${t.met ? 'met' : 'missed'}">${t.met ? 'met' : 'MISSED'}: ${esc(t.target)} <small>(${esc(t.detail)})</small></li>`).join('')}</ul>
<div class="panels">${MEASURES.map((m) => panel(rows, m)).join('')}</div>
<h2>Ratios (atoms over the others, per interleaved pair of samples)</h2>
<table><tr><th>scenario</th><th>ratio</th><th>metric</th><th>median</th><th>p25–p75</th></tr>${ratioRows}</table>
</body></html>
`;
}
