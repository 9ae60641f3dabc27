// The page's own answers (a JSON block the server writes into the page): the odds poller's, and the score board's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWER_MAX_AGE_MS } from '../../../../workers/odds-poller.ts';
import { pageHasScoreBoardAnswer, resetFirstAnswers, takeFirstAnswers, takeScoreBoardAnswer } from './embedded-feed-answers.ts';

const page = (answers: unknown) => {
  const doc = document.implementation.createHTMLDocument('odds view');
  const block = Object.assign(doc.createElement('script'), { type: 'application/json', id: 'first-answers' });
  block.textContent = JSON.stringify(answers);
  doc.body.append(block);
  return doc;
};
const ODDS_VIEW = {
  '/api/match-odds/1.1': { etag: 'W/"m1"', body: { m: 1 } },
  '/api/event/e1': { etag: 'W/"e1"', body: { e: 1 } },
  '/api/score/board/e1': { etag: null, body: '<iframe src="/exchange-api/live-score/e1"></iframe>' },
  '/live-score/e1/state': { etag: null, body: { event: 'A v B', status: 'In play', score: '', detail: '' } },
};

// A page a second old (a test process is older than any page's answers are current).
beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1000));
afterEach(() => {
  resetFirstAnswers();
  vi.restoreAllMocks();
});

describe("the page's own answers", () => {
  it('gives the odds poller the feed answers once, without the score board, and takes the block out of the page', () => {
    const doc = page(ODDS_VIEW);
    expect(takeFirstAnswers(doc)).toEqual({ '/api/match-odds/1.1': ODDS_VIEW['/api/match-odds/1.1'], '/api/event/e1': ODDS_VIEW['/api/event/e1'] });
    expect(doc.getElementById('first-answers')).toBeNull();
    expect(takeFirstAnswers(doc)).toBeNull();
  });

  it('gives the score board each of its answers once, whoever reads first, and no feed answer', () => {
    const doc = page(ODDS_VIEW);
    expect(pageHasScoreBoardAnswer('/api/score/board/e1', doc)).toBe(true);
    expect(takeScoreBoardAnswer('/api/score/board/e1', doc)).toBe(ODDS_VIEW['/api/score/board/e1'].body);
    expect(takeScoreBoardAnswer('/api/score/board/e1', doc)).toBeUndefined();
    expect(pageHasScoreBoardAnswer('/api/score/board/e1', doc)).toBe(false);
    expect(takeScoreBoardAnswer('/api/event/e1', doc)).toBeUndefined();
    expect(Object.keys(takeFirstAnswers(doc) ?? {})).toEqual(['/api/match-odds/1.1', '/api/event/e1']);
    expect(takeScoreBoardAnswer('/live-score/e1/state', doc)).toEqual(ODDS_VIEW['/live-score/e1/state'].body);
  });

  it('gives the score board nothing from a page older than the answers are current', () => {
    const doc = page(ODDS_VIEW);
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWER_MAX_AGE_MS + 1);
    expect(pageHasScoreBoardAnswer('/live-score/e1/state', doc)).toBe(false);
    expect(takeScoreBoardAnswer('/live-score/e1/state', doc)).toBeUndefined();
  });

  it('gives nothing from a page cut short', () => {
    const doc = document.implementation.createHTMLDocument('cut');
    doc.body.innerHTML = '<script type="application/json" id="first-answers">{"/api/event/e1":{"et</script>';
    expect(takeScoreBoardAnswer('/live-score/e1/state', doc)).toBeUndefined();
    expect(takeFirstAnswers(doc)).toBeNull();
  });
});
