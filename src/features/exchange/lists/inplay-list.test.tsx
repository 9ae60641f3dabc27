import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { diffSnapshots, type FeedValue } from '../../../../workers/diff.ts';
import { eventKey } from '../../../../workers/feed-keys.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp, setViewport } from '../../../lib/testing.tsx';
import { applyFeedMessage, currentMirror, resetFeedState } from '../feed/atoms.ts';
import { EventRow, type EventInfo, LIST_REFRESH_MS, sortEventKeys, useEventKeys, useListWords } from './event-list.tsx';
import { ExchangeFrame } from '../exchange-frame.tsx';
import { GroupedList, PLAIN_LIST_MAX } from './grouped-list.tsx';

beforeAll(() => i18n.loadNamespaces('exchange'));

const event = (id: string, openDate: string, inplay = false): EventInfo => ({
  sport: 'cricket',
  name: `Team ${id} v Team ${id}2`,
  marketId: `1.${id}`,
  inplay,
  fancy: false,
  bookmaker: false,
  competition: 'League',
  openDate,
  status: inplay ? 'inplay' : 'upcoming',
  nameBn: null,
  competitionBn: null,
  runners: '',
  runnersBn: null,
  score: null,
  scoreBn: null,
  selections: null,
});

// An event record as the feed's mirror holds it (a flat record of the same fields).
const record = (ev: EventInfo) => ev as unknown as FeedValue;

function mirror(events: Record<string, EventInfo>) {
  const snapshot = Object.fromEntries(Object.entries(events).map(([id, ev]) => [eventKey(id), record(ev)]));
  applyFeedMessage({ seq: 1, kind: 'image', snapshot, at: Date.now() });
}

describe('the order of a listed day', () => {
  beforeEach(() => resetFeedState());

  it('puts events in play first, then sorts by the moment they start, whatever the offset the text is written in', () => {
    mirror({
      a: event('a', '2026-11-23T11:00:00Z'),
      // 10:00 UTC written in Dhaka time: later as text, earlier as a moment.
      b: event('b', '2026-11-23T16:00:00+06:00'),
      c: event('c', '2026-11-23T12:00:00Z', true),
      d: event('d', '2026-11-23T09:00:00Z', false),
    });
    expect(sortEventKeys(['a', 'b', 'c', 'd'].map(eventKey), (ev) => ev.marketId !== '1.d')).toEqual(['ev:c', 'ev:b', 'ev:a']);
  });
});

describe("the list's beat", () => {
  let renders = 0;
  function Keys({ filter }: { filter: (ev: EventInfo) => boolean }) {
    renders++;
    return <p data-testid="keys">{useEventKeys(filter).join(',')}</p>;
  }

  beforeEach(() => {
    resetFeedState();
    stubFetch({ 'GET /api/exchange/voided-markets': { body: { markets: [] } } });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renders = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders the list again only when an event going in play changes what it shows', async () => {
    mirror({ a: event('a', '2026-11-23T10:00:00Z', true), b: event('b', '2026-11-23T11:00:00Z') });
    renderWithApp(<Keys filter={(ev) => ev.inplay} />);
    await act(async () => {});
    expect(screen.getByTestId('keys').textContent).toBe('ev:a');
    const settled = renders;
    // Three beats with nothing new: no render at all.
    act(() => vi.advanceTimersByTime(3 * LIST_REFRESH_MS));
    expect(renders).toBe(settled);
    // b goes in play: its record changes, the list of keys does not; the next beat shows it, once.
    act(() => {
      const next = { ...currentMirror(), [eventKey('b')]: record(event('b', '2026-11-23T11:00:00Z', true)) };
      applyFeedMessage({ seq: 2, kind: 'diff', diff: diffSnapshots(currentMirror(), next), at: Date.now() });
    });
    expect(renders).toBe(settled);
    act(() => vi.advanceTimersByTime(LIST_REFRESH_MS));
    expect(renders).toBe(settled + 1);
    expect(screen.getByTestId('keys').textContent).toBe('ev:a,ev:b');
  });
});

describe('a list grouped by sport', () => {
  const groups = (n: number) => [
    { sport: 'cricket' as const, items: Array.from({ length: n }, (_, i) => `c${i}`) },
    { sport: 'soccer' as const, items: [] },
    { sport: 'tennis' as const, items: ['t0', 't1'] },
  ];
  const list = (n: number) =>
    renderWithApp(<GroupedList groups={groups(n)} testId="list-inplay" itemKey={(k) => k} render={(k) => <p data-testid="row">{k}</p>} />);

  it('mounts a short list whole, without the virtualizer: every row once, a head for each sport that has events', () => {
    const view = list(4);
    expect(view.getAllByTestId('row')).toHaveLength(6);
    expect([...view.container.querySelectorAll('.group-head')].map((h) => h.textContent)).toEqual(['Cricket', 'Tennis']);
    expect(view.container.querySelector('[data-virtuoso-scroller]')).toBeNull();
  });

  it('virtualizes a long list (Today, Tomorrow): its first rows at once, then fewer rows mounted than listed', async () => {
    const view = list(PLAIN_LIST_MAX + 40);
    // The virtualizer is fetched on demand; meanwhile the list's first rows are drawn as a short list's are.
    expect(view.container.querySelector('[data-virtuoso-scroller]')).toBeNull();
    expect(view.queryAllByTestId('row')).toHaveLength(PLAIN_LIST_MAX);
    await waitFor(() => expect(view.container.querySelector('[data-virtuoso-scroller]')).not.toBeNull());
    expect(view.queryAllByTestId('row').length).toBeLessThan(PLAIN_LIST_MAX);
  });

  it('says there are no events when every group is empty', () => {
    const view = renderWithApp(
      <GroupedList groups={[{ sport: 'cricket', items: [] }]} testId="list-inplay" itemKey={(k: string) => k} render={(k) => <p>{k}</p>} />,
    );
    expect(view.queryByTestId('list-inplay')).toBeNull();
    expect(view.container.textContent).toContain(i18n.t('exchange:noEvents'));
  });
});

describe("a list's words", () => {
  beforeEach(() => resetFeedState());
  afterEach(() => vi.restoreAllMocks());

  function Rows({ n }: { n: number }) {
    const words = useListWords();
    return Array.from({ length: n }, (_, i) => <EventRow key={i} eventKey={eventKey(`e${i}`)} words={words} />);
  }
  const lookupsFor = (n: number) => {
    mirror(
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [
          `e${i}`,
          { ...event(`e${i}`, '2026-11-23T10:00:00Z', true), fancy: true, bookmaker: true, runners: 'A\u001fB', selections: '1\u001f2' },
        ]),
      ),
    );
    const t = vi.spyOn(i18n, 't');
    const view = renderWithApp(<Rows n={n} />);
    expect(view.getAllByTestId('inplay-marker')).toHaveLength(n);
    const calls = t.mock.calls.length;
    view.unmount();
    t.mockRestore();
    return calls;
  };

  it('are looked up once by the list, not by each row: two rows and twenty ask i18next the same number of times', () => {
    expect(lookupsFor(20)).toBe(lookupsFor(2));
  });

  it('follow the language: every row says In-Play in Bangla once Bangla is chosen', async () => {
    mirror({ e0: event('e0', '2026-11-23T10:00:00Z', true), e1: event('e1', '2026-11-23T11:00:00Z', true) });
    const view = renderWithApp(<Rows n={2} />);
    await act(() => i18n.changeLanguage('bn'));
    expect(view.getAllByTestId('inplay-marker').map((m) => m.textContent)).toEqual([
      i18n.t('exchange:inPlay', { lng: 'bn' }),
      i18n.t('exchange:inPlay', { lng: 'bn' }),
    ]);
    expect(i18n.t('exchange:inPlay', { lng: 'bn' })).not.toBe(i18n.t('exchange:inPlay', { lng: 'en' }));
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('the sports column', () => {
  afterEach(() => vi.unstubAllGlobals());
  const frame = () => {
    stubFetch({});
    return renderWithApp(
      <ExchangeFrame title="In-Play">
        <p>body</p>
      </ExchangeFrame>,
    );
  };

  it('is built on a desktop, where it shows', async () => {
    setViewport(false);
    frame();
    await act(async () => {});
    expect(screen.getByRole('navigation', { name: i18n.t('exchange:sportsAndCompetitions') })).toBeTruthy();
  });

  it('is not built on a phone, where the layout hides it', async () => {
    setViewport(true);
    frame();
    await act(async () => {});
    expect(screen.queryByRole('navigation', { name: i18n.t('exchange:sportsAndCompetitions') })).toBeNull();
  });
});
