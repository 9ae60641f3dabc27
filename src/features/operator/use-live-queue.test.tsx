// A live queue reads itself again each period while visible, says how many rows came in, and stays still
// while the staff member acts on it (focus in the list, a dialog open) or the page is hidden.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetReads } from '../../lib/read-cache.ts';
import { QUEUE_REFRESH_MS } from './queue-refresh.ts';
import { useLiveQueue } from './use-live-queue.ts';

let rows: number[] = [];
let reads = 0;
const read = () => {
  reads++;
  return Promise.resolve([...rows]);
};

function Queue() {
  const { read: r, arrived, updatedAt, listRef } = useLiveQueue('test:queue', read, (ids) => ids);
  return (
    <div>
      <p data-testid="arrived">{arrived}</p>
      <p data-testid="updated">{updatedAt === null ? 'never' : 'read'}</p>
      <ul ref={listRef}>
        {r.data?.map((id) => (
          <li key={id}>
            <button type="button">row {id}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const period = () => act(() => vi.advanceTimersByTimeAsync(QUEUE_REFRESH_MS));
const shownRows = () => screen.queryAllByRole('button').map((b) => b.textContent);
let visibility: DocumentVisibilityState = 'visible';

describe('a live queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetReads();
    rows = [1];
    reads = 0;
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows a row that came in after it opened, one period later, and counts it for the announcement', async () => {
    render(<Queue />);
    await act(async () => {});
    expect(shownRows()).toEqual(['row 1']);
    expect(screen.getByTestId('arrived').textContent).toBe('0');
    expect(screen.getByTestId('updated').textContent).toBe('read');
    rows = [2, 1];
    await period();
    expect(shownRows()).toEqual(['row 2', 'row 1']);
    expect(screen.getByTestId('arrived').textContent).toBe('1');
    await period();
    expect(screen.getByTestId('arrived').textContent).toBe('0');
  });

  it('does not move while the focus is in the list or a dialog is open, and moves once they are gone', async () => {
    render(<Queue />);
    await act(async () => {});
    screen.getByRole('button', { name: 'row 1' }).focus();
    rows = [2, 1];
    await period();
    expect(shownRows()).toEqual(['row 1']);
    act(() => (document.activeElement as HTMLElement).blur());
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    await period();
    expect(shownRows()).toEqual(['row 1']);
    dialog.remove();
    await period();
    expect(shownRows()).toEqual(['row 2', 'row 1']);
  });

  it('reads nothing while the page is hidden, and reads at once when it shows again', async () => {
    render(<Queue />);
    await act(async () => {});
    const before = reads;
    visibility = 'hidden';
    await period();
    await period();
    expect(reads).toBe(before);
    rows = [3, 1];
    visibility = 'visible';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reads).toBe(before + 1);
    expect(shownRows()).toEqual(['row 3', 'row 1']);
  });
});
