import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreFrame } from './score-frame.tsx';

const tell = (source: MessageEventSource | null, data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('the live score frame', () => {
  it('takes the height its own board tells it, so no empty band is left under the board', () => {
    render(<ScoreFrame src="/exchange-api/live-score/42" title="Live score" />);
    const frame = screen.getByTestId('score-frame') as HTMLIFrameElement;
    expect(frame.style.height).toBe('');
    tell(frame.contentWindow, { chakkaScoreHeight: 99.4 });
    expect(frame.style.height).toBe('100px');
  });

  it("ignores heights from another window or origin, and keeps a told height within a board's bounds", () => {
    render(<ScoreFrame src="/exchange-api/live-score/42" title="Live score" />);
    const frame = screen.getByTestId('score-frame') as HTMLIFrameElement;
    tell(window, { chakkaScoreHeight: 70 });
    tell(frame.contentWindow, { chakkaScoreHeight: 70 }, 'https://elsewhere.example');
    tell(frame.contentWindow, { chakkaScoreHeight: 'tall' });
    expect(frame.style.height).toBe('');
    tell(frame.contentWindow, { chakkaScoreHeight: 5000 });
    expect(frame.style.height).toBe('240px');
  });
});
