import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Layer, LayerRootProvider, focusablesIn, useModalLayer } from './layer.tsx';

function Modal({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useModalLayer(ref, onClose);
  return (
    <Layer>
      <div ref={ref} tabIndex={-1} data-testid="layer">
        <input aria-label="Code" data-autofocus />
        <button type="button">Verify</button>
      </div>
    </Layer>
  );
}

function Host() {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">Outside</button>
      <div data-testid="root" ref={setRoot} />
      {root && open && (
        <LayerRootProvider value={root}>
          <Modal onClose={() => setOpen(false)} />
        </LayerRootProvider>
      )}
    </>
  );
}

describe('modal layers', () => {
  it('render into the root a provider names, and focus the element marked data-autofocus', () => {
    render(<Host />);
    expect(screen.getByTestId('root').contains(screen.getByTestId('layer'))).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));
  });

  it('pull back focus that lands outside them', () => {
    render(<Host />);
    fireEvent.focusIn(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.getByTestId('layer').contains(document.activeElement)).toBe(true);
  });

  it('count only controls a player can reach as focusable', () => {
    render(
      <div data-testid="box">
        <button type="button">a</button>
        <button type="button" disabled>
          b
        </button>
        <div hidden>
          <button type="button">c</button>
        </div>
        <a href="/x">d</a>
        <span tabIndex={-1}>e</span>
      </div>,
    );
    expect(focusablesIn(screen.getByTestId('box')).map((el) => el.textContent)).toEqual(['a', 'd']);
  });
});
