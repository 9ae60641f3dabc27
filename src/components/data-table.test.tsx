import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { DataTable } from './data-table.tsx';

describe('the data table', () => {
  it('is a table inside a labelled region a keyboard can reach and scroll', () => {
    renderWithApp(
      <DataTable label="Outbox">
        <thead>
          <tr>
            <th>Time</th>
            <th>Text</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>10:00</td>
            <td>Your code is 123456</td>
          </tr>
        </tbody>
      </DataTable>,
    );
    const region = screen.getByRole('region', { name: 'Outbox' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Text']);
    expect(screen.getByRole('cell', { name: 'Your code is 123456' })).toBeTruthy();
  });
});
