// Gallery: a data table (the operator's queues and logs) that scrolls inside itself on a phone,
// and a several-line text field (the operator's notices).
import { useState } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { TextAreaField } from '../../components/form-field.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { useSample } from './samples.ts';

const ROWS = [
  { at: '2026-03-14T13:05:00Z', amount: 150_000, state: 'verified' },
  { at: '2026-03-14T15:40:00Z', amount: 2_500_000, state: 'pending' },
] as const;

export function TableDemo() {
  const s = useSample();
  const f = useFormat();
  const [note, setNote] = useState(s.noticeInfo);
  return (
    <div className="demo-stack">
      <DataTable label={s.history}>
        <thead>
          <tr>
            <th scope="col">{s.history}</th>
            <th scope="col">{s.deposit}</th>
            <th scope="col">{s.market}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.at}>
              <td>{f.dateTime(r.at)}</td>
              <td className="num">{f.taka(r.amount)}</td>
              <td>{s[r.state]}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <TextAreaField label={s.noticeWarning} value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
    </div>
  );
}
