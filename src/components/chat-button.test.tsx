import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../lib/testing.tsx';
import { ChatButton, DRAG_THRESHOLD_PX } from './chat-button.tsx';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  delete window.Intercom;
  delete window.Tawk_API;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

/** The widget script the button added: jsdom loads none, so the test says how loading went. */
async function widgetScript(host: string): Promise<HTMLScriptElement> {
  let found: HTMLScriptElement | null = null;
  await waitFor(() => {
    found = document.head.querySelector<HTMLScriptElement>(`script[src^="https://${host}/"]`);
    expect(found).not.toBeNull();
  });
  return found!;
}

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

  it('a tap shows Intercom first when the site has it configured', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const intercom = vi.fn();
    window.Intercom = intercom;
    renderWithApp(<ChatButton intercom="app-id" whatsapp="https://wa.me/8801700000000" />);
    press(screen.getByTestId('chat-button'), 2, 2);
    await waitFor(() => expect(intercom).toHaveBeenCalledWith('show'));
    expect(open).not.toHaveBeenCalled();
  });

  it('loads the Intercom widget when it is configured but not on the page, and falls to WhatsApp when it cannot load', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(<ChatButton intercom="abc123" whatsapp="https://wa.me/8801700000000" tawkId="prop/widget" />);
    press(screen.getByTestId('chat-button'), 0, 0);
    const script = await widgetScript('widget.intercom.io');
    expect(script.src).toBe('https://widget.intercom.io/widget/abc123');
    expect(open).not.toHaveBeenCalled();
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://wa.me/8801700000000', '_blank', 'noopener,noreferrer'));
    expect(document.head.querySelector('script[src*="tawk.to"]')).toBeNull();
  });

  it('opens Tawk.to when it is the only widget, and the support chat when its script cannot load', async () => {
    renderWithApp(<ChatButton tawkId="5f1a2b3c" />);
    press(screen.getByTestId('chat-button'), 0, 0);
    const script = await widgetScript('embed.tawk.to');
    expect(script.src).toBe('https://embed.tawk.to/5f1a2b3c/default');
    expect(window.location.pathname).toBe('/');
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/chat'));
  });

  it('maximizes Tawk.to when it is already on the page', async () => {
    const maximize = vi.fn();
    window.Tawk_API = { maximize };
    renderWithApp(<ChatButton tawkId="prop/widget" />);
    press(screen.getByTestId('chat-button'), 0, 0);
    await waitFor(() => expect(maximize).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/');
  });

  it('refuses a widget id that could change the script address, and opens the support chat instead', async () => {
    renderWithApp(<ChatButton tawkId="../../evil.example/x" />);
    press(screen.getByTestId('chat-button'), 0, 0);
    await waitFor(() => expect(window.location.pathname).toBe('/chat'));
    expect(document.head.querySelector('script')).toBeNull();
  });
});
