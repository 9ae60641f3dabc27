import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { List, ListRow } from './list-row.tsx';

describe('list rows', () => {
  it('a row that goes somewhere is a link with a chevron', () => {
    render(
      <Router>
        <ListRow title="My profile" subtitle="player0001" href="/profile" />
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'My profile player0001' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.querySelector('.list-row-chevron')).not.toBeNull();
  });

  it('a row that does something is a button; a plain row is neither', () => {
    const onClick = vi.fn();
    render(<List label="Menu">{[<ListRow key="a" title="Inbox" onClick={onClick} />, <ListRow key="b" title="Balance" trailing="৳ 10.00" />]}</List>);
    fireEvent.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('list', { name: 'Menu' })).toBeTruthy();
  });
});
