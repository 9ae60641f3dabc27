import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { ChatButton, DRAG_THRESHOLD_PX } from './chat-button.tsx';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => { delete window.Intercom; });

const press = (el: HTMLElement, dx: number, dy: number) => {
  fireEvent.pointerDown(el, { clientX: 100, clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(el, { clientX: 100 + dx, clientY: 100 + dy, pointerId: 1 });
  fireEvent.pointerUp(el, { clientX: 100 + dx, clientY: 100 + dy, pointerId: 1 });
};

describe('the chat button', () => {
  it('a movement under the threshold is still a tap and opens /chat when nothing else is configured', () => {
    renderWithApp(<ChatButton />);
    press(screen.getByTestId('chat-button'), DRAG_THRESHOLD_PX - 3, 0);
    expect(window.location.pathname).toBe('/chat');
  });

  it('a movement past the threshold is a drag: the button moves and nothing opens', () => {
    renderWithApp(<ChatButton />);
    const button = screen.getByTestId('chat-button');
    press(button, 30, 40);
    expect(window.location.pathname).toBe('/');
    expect(button.style.left).not.toBe('');
    expect(button.style.top).not.toBe('');
  });

  it('a tap opens the WhatsApp link in a new tab when there is no Intercom', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(<ChatButton whatsapp="https://wa.me/8801700000000" />);
    press(screen.getByTestId('chat-button'), 0, 0);
    expect(open).toHaveBeenCalledWith('https://wa.me/8801700000000', '_blank', 'noopener,noreferrer');
    expect(window.location.pathname).toBe('/');
  });

  it('a tap shows Intercom first when the site has it configured', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const intercom = vi.fn();
    window.Intercom = intercom;
    renderWithApp(<ChatButton intercom="app-id" whatsapp="https://wa.me/8801700000000" />);
    press(screen.getByTestId('chat-button'), 2, 2);
    expect(intercom).toHaveBeenCalledWith('show');
    expect(open).not.toHaveBeenCalled();
  });
});
