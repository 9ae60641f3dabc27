import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { Tabs } from './tabs.tsx';

function Owner() {
  const [active, setActive] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <Tabs
        label="Records"
        active={active}
        onChange={setActive}
        panelId="panel"
        items={[
          { key: 'a', label: 'Settled' },
          { key: 'b', label: 'Exchange' },
          { key: 'c', label: 'Casino' },
        ]}
        extra={<button type="button">Lucky</button>}
      />
      <div id="panel" role="tabpanel">
        {active}
      </div>
    </>
  );
}

describe('the tabs', () => {
  it('mark the chosen tab, keep only it in the Tab order and point at their panel', () => {
    renderWithApp(<Owner />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs.every((t) => t.getAttribute('aria-controls') === 'panel')).toBe(true);
    expect(screen.getByRole('tablist', { name: 'Records' })).toBeTruthy();
  });

  it('choose by click, and by the arrow keys, Home and End with the focus following', () => {
    renderWithApp(<Owner />);
    fireEvent.click(screen.getByRole('tab', { name: 'Exchange' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('b');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Exchange' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('c');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Casino' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('a');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('c');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('a');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('c');
  });

  it('keeps extra buttons at the end of the row, outside the tabs', () => {
    renderWithApp(<Owner />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Lucky' })).toBeTruthy();
  });

  it('as a column, says so and moves with the up and down arrows as well', () => {
    function Column() {
      const [active, setActive] = useState<'a' | 'b'>('a');
      return (
        <Tabs
          vertical
          label="Console"
          active={active}
          onChange={setActive}
          items={[
            { key: 'a', label: 'Deposits' },
            { key: 'b', label: 'Outbox' },
          ]}
        />
      );
    }
    renderWithApp(<Column />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Deposits' }), { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'Outbox' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(screen.getByRole('tab', { name: 'Deposits' }).getAttribute('aria-selected')).toBe('true');
  });
});
