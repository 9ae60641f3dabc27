import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../../tests/helpers/stub-fetch.ts';
import { actionOf } from './trading-keys.ts';
import { TradingPanel } from './trading-panel.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const line = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  eventId: 'e1',
  kind: 'session',
  feedId: `T${id}`,
  marketKey: `e1:T${id}.runs`,
  title,
  titleBn: null,
  no: 160,
  noRate: 100,
  yes: 161,
  yesRate: 100,
  runners: [],
  minStake: 100,
  maxStake: 50000,
  maxProfit: 1000000,
  state: 'open',
  held: false,
  shown: { suspended: false, ballRunning: false },
  status: 'live',
  updatedAt: '2026-11-23T10:00:00Z',
  ...extra,
});
const event = {
  eventId: 'e1',
  name: 'Dhaka v Sylhet',
  name_bn: 'ঢাকা বনাম সিলেট',
  sport: 'cricket',
  inPlay: true,
  score: 'Dhaka 87/2 (11.3)',
  score_bn: 'ঢাকা ৮৭/২ (১১.৩)',
  ballInProgress: false,
  stale: false,
  runners: [
    { selectionId: '11', name: 'Dhaka', name_bn: 'ঢাকা' },
    { selectionId: '12', name: 'Sylhet', name_bn: 'সিলেট' },
  ],
  markets: [line(1, '20 over runs Dhaka'), line(2, '6 over runs Dhaka', { shown: { suspended: false, ballRunning: true } })],
  resulted: [] as unknown[],
};
const bookmaker = line(3, 'Bookmaker', {
  kind: 'bookmaker',
  feedId: 'TB3',
  no: null,
  noRate: null,
  yes: null,
  yesRate: null,
  runners: [
    { selectionId: '11', name: 'Dhaka', back: 90, lay: 95 },
    { selectionId: '12', name: 'Sylhet', back: 105, lay: 110 },
  ],
});
/** Resulted by another trader before this screen opened: one settled, one rolled back and waiting. */
const resulted = [
  {
    market: line(4, 'Fall of 1st wkt Dhaka', { status: 'settled' }),
    runs: 31,
    winner: null,
    reason: '1st wkt at 31',
    by: 'trader2',
    at: '2026-11-23T10:05:00Z',
  },
  {
    market: line(5, '10 over runs Dhaka', { status: 'waiting' }),
    runs: 92,
    winner: null,
    reason: 'Scorer corrected',
    by: 'trader2',
    at: '2026-11-23T10:04:00Z',
  },
];
const saved = { market: line(1, '20 over runs Dhaka'), message: 'Saved.', code: 'tradingLineSaved' };
const routes = (): Record<string, Answer> => ({
  'GET /api/operator/trading/events': {
    body: {
      events: [{ eventId: 'e1', name: 'Dhaka v Sylhet', name_bn: 'ঢাকা বনাম সিলেট', sport: 'cricket', inPlay: true, openDate: '2026-11-23T09:00:00Z', lines: 2 }],
    },
  },
  'GET /api/operator/trading/events/e1': { body: event },
  'POST /api/operator/trading/markets/1/move': { body: saved },
  'POST /api/operator/trading/markets/2/move': { body: saved },
  'POST /api/operator/trading/markets/1/state': { body: saved },
  'POST /api/operator/trading/markets/2/state': { body: saved },
  'POST /api/operator/trading/events/e1/state': { body: { event, message: 'Saved.', code: 'tradingLineSaved' } },
  'POST /api/operator/trading/markets/1/void': {
    body: { market: line(1, '20 over runs Dhaka', { status: 'void' }), bets: 2, players: 1, message: 'Void.', code: 'tradingLineVoided' },
  },
  'POST /api/operator/trading/markets/1/rollback': {
    body: { market: line(1, '20 over runs Dhaka'), bets: 2, players: 1, message: 'Rolled back.', code: 'tradingLineRolledBack' },
  },
});

beforeEach(async () => {
  saveSession({ token: 'op', remote_id: '1', username: 'trader1', role: 'operator', staffRole: 'trader' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const press = async (key: string, shiftKey = false) => {
  fireEvent.keyDown(screen.getByTestId('trading-desk'), { key, shiftKey });
  await settle();
};

describe('the key map', () => {
  it.each([
    ['ArrowUp', false, { kind: 'move', runs: 1, rate: 0 }],
    ['ArrowDown', false, { kind: 'move', runs: -1, rate: 0 }],
    ['+', true, { kind: 'move', runs: 0, rate: 5 }],
    ['-', false, { kind: 'move', runs: 0, rate: -5 }],
    ['s', false, { kind: 'state', state: 'suspended', all: false }],
    ['S', true, { kind: 'state', state: 'suspended', all: true }],
    ['b', false, { kind: 'state', state: 'ball_running', all: false }],
    ['B', true, { kind: 'state', state: 'ball_running', all: true }],
    ['o', false, { kind: 'state', state: 'open', all: false }],
    ['j', false, { kind: 'select', by: 1 }],
    ['m', false, { kind: 'bookmaker' }],
    ['x', false, null],
  ])('%s (shift %s) is %j', (key, shiftKey, action) => {
    expect(actionOf({ key, shiftKey })).toEqual(action);
  });
});

describe("the trader's desk", () => {
  it('moves, suspends and sets ball running on the chosen line with single keys, and on every line with Shift', async () => {
    const { sent } = stubFetch(routes());
    renderWithApp(<TradingPanel />);
    await settle();
    const rows = screen.getAllByTestId('trading-line');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Ball running')).toBeTruthy();
    await press('ArrowUp');
    expect(sent.find((s) => s.path === '/api/operator/trading/markets/1/move')?.body).toEqual({ runs: 1, rate: 0 });
    await press('s');
    expect(sent.find((s) => s.path === '/api/operator/trading/markets/1/state')?.body).toEqual({ state: 'suspended', held: false });
    // J chooses the next line: the keys now act on it.
    await press('j');
    await press('b');
    expect(sent.find((s) => s.path === '/api/operator/trading/markets/2/state')?.body).toEqual({ state: 'ball_running', held: false });
    await press('S', true);
    expect(sent.find((s) => s.path === '/api/operator/trading/events/e1/state')?.body).toEqual({ state: 'suspended', held: false });
    // Typing in a field never moves a line.
    const before = sent.length;
    fireEvent.keyDown(screen.getByLabelText('Runs made'), { key: 'ArrowUp' });
    await settle();
    expect(sent.slice(before).some((s) => s.method === 'POST')).toBe(false);
  });

  it('shows the key map and the score (team names too) on screen, in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    stubFetch(routes());
    renderWithApp(<TradingPanel />);
    await settle();
    const map = screen.getByTestId('trading-key-map');
    expect(within(map).getByText('লাইন স্থগিত')).toBeTruthy();
    expect(within(map).getByText('⇧S')).toBeTruthy();
    expect(screen.getByTestId('trading-desk').querySelector('.trading-score')?.textContent).toContain('ঢাকা ৮৭/২ (১১.৩)');
  });

  it('voids the chosen line with a reason; the line then comes back in the resulted list the server sends', async () => {
    const { sent } = stubFetch(routes());
    renderWithApp(<TradingPanel />);
    await settle();
    expect(screen.queryByTestId('trading-resulted')).toBeNull();
    const result = screen.getByTestId('trading-settle');
    fireEvent.change(within(result).getByLabelText('Reason'), { target: { value: 'Match abandoned' } });
    fireEvent.click(within(result).getByRole('button', { name: 'Void line' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/trading/markets/1/void')?.body).toEqual({ reason: 'Match abandoned' });
    // The desk reads the event again after a result rather than keeping the line itself.
    expect(sent.filter((s) => s.path === '/api/operator/trading/events/e1').length).toBeGreaterThan(1);
  });

  it('lists lines resulted elsewhere: rolls a settled one back with a reason and results a waiting one again', async () => {
    const { sent } = stubFetch({
      ...routes(),
      'GET /api/operator/trading/events/e1': { body: { ...event, resulted } },
      'POST /api/operator/trading/markets/4/rollback': {
        body: { market: line(4, 'Fall of 1st wkt Dhaka', { status: 'waiting' }), bets: 2, players: 1, message: 'Rolled back.', code: 'tradingLineRolledBack' },
      },
      'POST /api/operator/trading/markets/5/settle': {
        body: { market: line(5, '10 over runs Dhaka', { status: 'settled' }), bets: 1, players: 1, message: 'Settled.', code: 'tradingLineSettled' },
      },
    });
    renderWithApp(<TradingPanel />);
    await settle();
    const rows = screen.getAllByTestId('trading-resulted-line');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('31 runs')).toBeTruthy();
    expect(within(rows[0]!).getByText('trader2')).toBeTruthy();
    expect(within(rows[0]!).getByText('Settled')).toBeTruthy();
    expect(within(rows[1]!).getByText('Waiting for a result')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Roll back result' }));
    const back = screen.getByTestId('trading-rollback');
    expect(within(back).getByText('Roll back the result of Fall of 1st wkt Dhaka')).toBeTruthy();
    fireEvent.change(within(back).getByLabelText('Reason for the roll back'), { target: { value: 'Wrong batter' } });
    fireEvent.click(within(back).getByRole('button', { name: 'Roll back result' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/trading/markets/4/rollback')?.body).toEqual({ reason: 'Wrong batter' });
    expect(screen.queryByTestId('trading-rollback')).toBeNull();

    fireEvent.click(within(screen.getAllByTestId('trading-resulted-line')[1]!).getByRole('button', { name: 'Result again' }));
    const again = within(screen.getByTestId('trading-resulted')).getByTestId('trading-settle');
    fireEvent.change(within(again).getByLabelText('Runs made'), { target: { value: '88' } });
    fireEvent.change(within(again).getByLabelText('Reason'), { target: { value: '10 overs: 88/2' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Settle line' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/trading/markets/5/settle')?.body).toEqual({ runs: 88, reason: '10 overs: 88/2' });
  });

  it('results a waiting bookmaker again on the winner chosen, named in Bangla on the Bangla console', async () => {
    await i18n.changeLanguage('bn');
    const waiting = { ...bookmaker, status: 'waiting' };
    const { sent } = stubFetch({
      ...routes(),
      'GET /api/operator/trading/events/e1': {
        body: { ...event, resulted: [{ market: waiting, runs: null, winner: { selectionId: '11', name: 'Dhaka' }, reason: 'Wrong', by: 'trader2', at: null }] },
      },
      'POST /api/operator/trading/markets/3/settle': {
        body: { market: { ...bookmaker, status: 'settled' }, bets: 1, players: 1, message: 'Settled.', code: 'tradingLineSettled' },
      },
    });
    renderWithApp(<TradingPanel />);
    await settle();
    const list = screen.getByTestId('trading-resulted');
    expect(within(list).getByText('ঢাকা')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'আবার ফল দিন' }));
    const form = within(list).getByTestId('trading-settle');
    fireEvent.change(within(form).getByLabelText('বিজয়ী'), { target: { value: '12' } });
    expect(within(form).getByRole('option', { name: 'সিলেট' })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('কারণ'), { target: { value: 'Sylhet won' } });
    fireEvent.click(within(form).getByRole('button', { name: 'বুকমেকার নিষ্পত্তি করুন' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/trading/markets/3/settle')?.body).toEqual({ winner: '12', reason: 'Sylhet won' });
  });

  it('shows the resulted list and its roll back in Bangla', async () => {
    await i18n.changeLanguage('bn');
    stubFetch({ ...routes(), 'GET /api/operator/trading/events/e1': { body: { ...event, resulted } } });
    renderWithApp(<TradingPanel />);
    await settle();
    const list = screen.getByTestId('trading-resulted');
    expect(within(list).getByText('৩১ রান')).toBeTruthy();
    expect(within(list).getByText('ফলের অপেক্ষায়')).toBeTruthy();
    fireEvent.click(within(list).getAllByRole('button', { name: 'ফল ফিরিয়ে নিন' })[0]!);
    expect(within(screen.getByTestId('trading-rollback')).getByRole('button', { name: 'ফল ফিরিয়ে নিন' })).toBeTruthy();
  });

  it('opens and suspends the bookmaker alone with M or its button, and lists M in the key map in both languages', async () => {
    const { sent } = stubFetch({
      ...routes(),
      'GET /api/operator/trading/events/e1': { body: { ...event, markets: [...event.markets, bookmaker] } },
      'POST /api/operator/trading/markets/3/state': { body: { ...saved, market: bookmaker } },
    });
    renderWithApp(<TradingPanel />);
    await settle();
    expect(within(screen.getByTestId('trading-key-map')).getByText('Open / suspend bookmaker')).toBeTruthy();
    await press('m');
    expect(sent.filter((s) => s.path === '/api/operator/trading/markets/3/state').map((s) => s.body)).toEqual([{ state: 'suspended', held: false }]);
    fireEvent.click(within(screen.getByTestId('trading-bookmaker-state')).getByRole('button', { name: 'Suspend bookmaker' }));
    await settle();
    expect(sent.filter((s) => s.path === '/api/operator/trading/markets/3/state')).toHaveLength(2);
    // The chosen fancy line was not touched.
    expect(sent.some((s) => s.path === '/api/operator/trading/markets/1/state')).toBe(false);
    await i18n.changeLanguage('bn');
    await settle();
    expect(within(screen.getByTestId('trading-key-map')).getByText('বুকমেকার খুলুন / স্থগিত')).toBeTruthy();
  });

  it("opens the event's bookmaker with a back and lay rate per runner, suspended, at the usual limits", async () => {
    const { sent } = stubFetch({ ...routes(), 'POST /api/operator/trading/bookmakers': { body: saved } });
    renderWithApp(<TradingPanel />);
    await settle();
    const form = screen.getByTestId('trading-bookmaker');
    for (const [label, value] of [
      ['Dhaka back', '90'],
      ['Dhaka lay', '95'],
      ['Sylhet back', '105'],
      ['Sylhet lay', '110'],
    ] as const)
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open bookmaker (suspended)' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/trading/bookmakers')?.body).toEqual({
      eventId: 'e1',
      title: 'Bookmaker',
      runners: [
        { selectionId: '11', back: 90, lay: 95 },
        { selectionId: '12', back: 105, lay: 110 },
      ],
      minStake: 100,
      maxStake: 50000,
      maxProfit: 1000000,
      open: false,
    });
  });

  it('edits the rates of the bookmaker the event has, shown as they are now, in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    const { sent } = stubFetch({
      ...routes(),
      'GET /api/operator/trading/events/e1': { body: { ...event, markets: [...event.markets, bookmaker] } },
      'PUT /api/operator/trading/markets/3': { body: { ...saved, market: bookmaker } },
    });
    renderWithApp(<TradingPanel />);
    await settle();
    const form = screen.getByTestId('trading-bookmaker');
    expect((within(form).getByLabelText('ঢাকা ব্যাক') as HTMLInputElement).value).toBe('90');
    fireEvent.change(within(form).getByLabelText('সিলেট লে'), { target: { value: '115' } });
    fireEvent.click(within(form).getByRole('button', { name: 'বুকমেকারের রেট সংরক্ষণ' }));
    await settle();
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({
      path: '/api/operator/trading/markets/3',
      body: {
        runners: [
          { selectionId: '11', back: 90, lay: 95 },
          { selectionId: '12', back: 105, lay: 115 },
        ],
      },
    });
    // The bookmaker is not one of the keyboard's lines.
    expect(screen.getAllByTestId('trading-line')).toHaveLength(2);
  });
});
