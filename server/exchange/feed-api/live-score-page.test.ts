import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LIVE_SCORE_SCRIPT } from './live-score-page.ts';

/** Runs the board's script with a fake fetch and clock; each step() fires the pending timer once. */
function board(answers: { status: number; body?: unknown }[], search = '') {
  const texts: Record<string, string> = {};
  const asked: string[] = [];
  let timer: (() => void) | null = null;
  const fetch = async (url: string) => {
    asked.push(url);
    const a = answers.shift() ?? { status: 200, body: { event: 'E', score: 'S', detail: 'D', status: 'In play' } };
    return { ok: a.status === 200, status: a.status, json: async () => a.body };
  };
  runInNewContext(LIVE_SCORE_SCRIPT, {
    location: { pathname: '/exchange-api/live-score/42', search },
    document: {
      getElementById: (id: string) => ({
        set textContent(v: string) {
          texts[id] = v;
        },
      }),
    },
    fetch,
    setTimeout: (fn: () => void) => {
      timer = fn;
    },
  });
  const step = async () => {
    const fn = timer;
    timer = null;
    fn?.();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  return { texts, asked, step, waiting: () => timer !== null };
}

describe('the live score board', () => {
  it('polls its own state every few seconds and shows it', async () => {
    const b = board([{ status: 200, body: { event: 'Dhaka v Sylhet', score: '87/2', detail: 'last ball 4', status: 'In play' } }]);
    await b.step();
    await b.step();
    expect(b.asked).toEqual(['/exchange-api/live-score/42/state', '/exchange-api/live-score/42/state']);
    expect(b.texts.score).toBe('S');
    expect(b.waiting()).toBe(true);
  });

  it('keeps asking after a server error, and stops once the event has left the feed (404)', async () => {
    const b = board([{ status: 503 }, { status: 200, body: { event: 'E', score: '150/6', detail: '', status: 'Dhaka won by 4 runs' } }, { status: 404 }]);
    await b.step();
    await b.step();
    await b.step();
    expect(b.asked).toHaveLength(3);
    expect(b.texts.status).toBe('Dhaka won by 4 runs');
    expect(b.waiting()).toBe(false);
  });

  it('asks for its state in the language the page was opened in', async () => {
    const b = board([], '?lang=bn');
    await b.step();
    expect(b.asked).toEqual(['/exchange-api/live-score/42/state?lang=bn']);
  });
});
