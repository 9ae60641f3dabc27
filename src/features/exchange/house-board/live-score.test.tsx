import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SCORE_POLL_MS, type LiveScoreState } from '../../../../contracts/exchange.ts';
import { stubFetch, type Answer } from '../../../../tests/helpers/stub-fetch.ts';
import { resetFirstAnswers } from '../first-screen/embedded-feed-answers.ts';
import { LiveScore } from './live-score.tsx';
import { houseBoardState } from './use-house-board.ts';

const STATE = 'GET /exchange-api/live-score/42/state';
const inPlay: LiveScoreState = { event: 'Dhaka v Sylhet', status: 'In play', score: '54/2 (7.3)', detail: 'Dhaka 54/2 in 7.3 ov · last ball 4' };
const settle = () => act(async () => {});
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const asked = (sent: { path: string }[]) => sent.filter((s) => s.path === '/exchange-api/live-score/42/state').length;

afterEach(() => {
  resetFirstAnswers();
  document.getElementById('first-answers')?.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('which score boards the odds view draws itself', () => {
  const here = 'https://chakka.example/odds-view?eventId=42';
  it('draws the house board of this site from its /state, in the language the url asks', () => {
    expect(houseBoardState('/exchange-api/live-score/42', here)).toEqual({ url: '/exchange-api/live-score/42/state', path: '/live-score/42/state' });
    expect(houseBoardState('https://chakka.example/exchange-api/live-score/42?lang=bn', here)).toEqual({
      url: '/exchange-api/live-score/42/state?lang=bn',
      path: '/live-score/42/state?lang=bn',
    });
  });
  it("frames any other board: another origin, another path, or more under the board's own", () => {
    expect(houseBoardState('https://scores.example/exchange-api/live-score/42', here)).toBeNull();
    expect(houseBoardState('/widgets/live-score/42', here)).toBeNull();
    expect(houseBoardState('/exchange-api/live-score/42/state', here)).toBeNull();
    expect(houseBoardState('/exchange-api/live-score/', here)).toBeNull();
  });
});

describe('the house live score board', () => {
  it('holds an in-play board’s place until its words come, then shows the lines that have words', async () => {
    vi.useFakeTimers();
    let answer: Answer = { body: inPlay };
    stubFetch({ [STATE]: () => answer as never });
    const { container } = render(<LiveScore src="/exchange-api/live-score/42" title="Live score" inplay />);
    expect(container.querySelector('.score-board-skeleton:not(.score-board-before)')).not.toBeNull();
    await settle();
    const board = screen.getByTestId('score-board');
    expect(board.getAttribute('aria-label')).toBe('Live score');
    expect([...board.querySelectorAll('p')].map((p) => p.textContent)).toEqual([inPlay.event, inPlay.score, inPlay.detail, inPlay.status]);
    expect(container.querySelector('.skeleton')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    answer = { body: { event: 'Dhaka v Sylhet', status: 'Starts 24 Nov, 19:30 (Dhaka)', score: '', detail: '' } };
    await wait(LIVE_SCORE_POLL_MS);
    expect([...screen.getByTestId('score-board').querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Dhaka v Sylhet', 'Starts 24 Nov, 19:30 (Dhaka)']);
  });

  it('draws the words the page came with at once, and asks a poll later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.setSystemTime(0);
    const carried = { ...inPlay, detail: 'carried by the page' };
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'first-answers' });
    block.textContent = JSON.stringify({ '/live-score/42/state?lang=bn': { etag: null, body: carried }, '/api/event/42': { etag: null, body: {} } });
    document.body.append(block);
    const { sent } = stubFetch({ [STATE]: { body: inPlay } });
    render(<LiveScore src="/exchange-api/live-score/42?lang=bn" title="Live score" inplay />);
    expect(screen.getByTestId('score-board').textContent).toContain('carried by the page');
    await settle();
    expect(asked(sent)).toBe(0);
    await wait(LIVE_SCORE_POLL_MS);
    expect(asked(sent)).toBe(1);
    expect(screen.getByTestId('score-board').textContent).toContain(inPlay.detail);
  });

  it('a skeleton of a board before the start when the match is not in play', () => {
    stubFetch({});
    const { container } = render(<LiveScore src="/exchange-api/live-score/42" title="Live score" inplay={false} />);
    expect(container.querySelector('.score-board-skeleton.score-board-before')).not.toBeNull();
  });

  it('asks every few seconds while shown, keeps its words through a failed ask, and stops at a 404 keeping the last', async () => {
    vi.useFakeTimers();
    let answer: Answer = { body: inPlay };
    const { sent } = stubFetch({ [STATE]: () => answer as never });
    render(<LiveScore src="/exchange-api/live-score/42" title="Live score" inplay />);
    await settle();
    expect(asked(sent)).toBe(1);
    answer = 'network-error';
    await wait(LIVE_SCORE_POLL_MS);
    expect(asked(sent)).toBe(2);
    expect(screen.getByTestId('score-board').textContent).toContain(inPlay.score);
    answer = { status: 404, body: { message: 'Unknown event.' } };
    await wait(LIVE_SCORE_POLL_MS);
    expect(asked(sent)).toBe(3);
    await wait(LIVE_SCORE_POLL_MS * 5);
    expect(asked(sent)).toBe(3);
    expect(screen.getByTestId('score-board').textContent).toContain(inPlay.score);
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown again', async () => {
    vi.useFakeTimers();
    const { sent } = stubFetch({ [STATE]: { body: inPlay } });
    render(<LiveScore src="/exchange-api/live-score/42" title="Live score" inplay />);
    await settle();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await wait(LIVE_SCORE_POLL_MS); // the ask already timed goes out, and no other is timed after it
    const whileHidden = asked(sent);
    await wait(LIVE_SCORE_POLL_MS * 5);
    expect(asked(sent)).toBe(whileHidden);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(asked(sent)).toBe(whileHidden + 1);
  });

  it('a board that has left the feed before its first words takes no place', async () => {
    stubFetch({ [STATE]: { status: 404, body: { message: 'Unknown event.' } } });
    const { container } = render(<LiveScore src="/exchange-api/live-score/42" title="Live score" inplay />);
    await settle();
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it("frames another provider's board", () => {
    const { sent } = stubFetch({});
    render(<LiveScore src="https://scores.example/board/42" title="Live score" inplay />);
    expect((screen.getByTestId('score-frame') as HTMLIFrameElement).src).toBe('https://scores.example/board/42');
    expect(sent).toHaveLength(0);
  });
});
