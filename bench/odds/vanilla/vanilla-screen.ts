// The vanilla variant: the floor. The same DOM as the React screens, built once from the first
// image and then patched by direct text writes (one Text node's data per changed number). Rows are
// rebuilt only when lines come or go (S5); a status flip (S1s) shows or hides the row's overlay.
import { FANCY_CATEGORIES } from '../../../contracts/exchange.ts';
import { formatSize } from '../../../src/features/exchange/prices/price-cell.tsx';
import { i18n } from '../../../src/lib/i18n.ts';
import type { FeedDiff, FeedValue, Snapshot } from '../../../workers/diff.ts';
import {
  bookmakerKey,
  bookmakerRunnersOf,
  fancyLinesOf,
  fancyMarketId,
  fancyStatusKey,
  type FeedKey,
  idOf,
  inGroup,
  LISTED_EVENTS,
  marketKey,
  priceKey,
  type PriceSize,
  runnersOf,
  type Side,
} from '../../../workers/feed-keys.ts';
import { eventIdOf, marketIdOf, type Scenario } from '../fixtures.ts';
import type { Bridge } from '../page/bridge.ts';
import { nav } from '../page/nav.ts';

type Rec = Record<string, string | number | boolean | null>;
const rec = (v: FeedValue | undefined): Rec | null => (v && typeof v === 'object' ? (v as Rec) : null);
const t = (key: string, opts?: Record<string, unknown>) => i18n.t(`exchange:${key}`, opts);
const FLASH = { up: 'rgba(34, 197, 94, 0.55)', down: 'rgba(239, 68, 68, 0.55)' };

function el(tag: string, className?: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}
const keysOf = (snap: Snapshot, group: string) =>
  (Object.keys(snap) as FeedKey[]).filter((k) => inGroup(k, group)).sort((a, b) => Number(rec(snap[a])?.sort ?? 0) - Number(rec(snap[b])?.sort ?? 0));

interface CellNodes {
  button: HTMLButtonElement;
  price: Text;
  size: Text | null;
}

export function startVanilla(container: HTMLElement, scenario: Scenario, bridge: Bridge): void {
  const cells = new Map<string, CellNodes>();
  const rows = new Map<string, HTMLElement>();
  let snap: Snapshot = {};

  function cell(key: string, side: Side, showSize = true): HTMLElement {
    const v = rec(snap[key]) as unknown as PriceSize | null;
    const button = el('button', `price-cell price-${side === 'b' ? 'back' : 'lay'}`) as HTMLButtonElement;
    button.type = 'button';
    const price = document.createTextNode(v ? String(v.price) : '-');
    button.append(el('span', 'price'));
    (button.firstChild as HTMLElement).append(price);
    let size: Text | null = null;
    if (showSize) {
      size = document.createTextNode(v ? formatSize(v.size) : '');
      const s = el('span', 'size');
      s.append(size);
      button.append(s);
    }
    cells.set(key, { button, price, size });
    return button;
  }

  /** Like StatusOverlay: always there, hidden while the row is open. */
  function overlayOf(row: HTMLElement, info: Rec | null) {
    let o = row.querySelector<HTMLElement>('.row-overlay');
    if (!o) {
      o = el('div', 'row-overlay', t('suspend'));
      o.setAttribute('role', 'status');
      o.hidden = true;
      row.append(o);
    }
    const text = info?.ballRunning ? t('ballRunning') : t('suspend');
    const shown = info?.ballRunning === true || info?.suspended === true;
    if (o.firstChild instanceof Text && o.firstChild.data !== text) o.firstChild.data = text;
    if (o.hidden === shown) o.hidden = !shown;
  }

  function runnerRow(marketId: string, key: FeedKey): HTMLElement {
    const sel = idOf(key);
    const row = el('div', 'runner-row');
    row.append(
      el('span', 'runner-name', String(rec(snap[key])?.name ?? '')),
      cell(priceKey(marketId, sel, 'b', 0), 'b'),
      cell(priceKey(marketId, sel, 'l', 0), 'l'),
    );
    return row;
  }

  function matchOdds(marketId: string): HTMLElement {
    const section = el('section', 'market match-odds');
    const head = el('header', 'market-head');
    head.append(el('h3', undefined, String(rec(snap[marketKey(marketId)])?.name ?? t('matchOdds'))));
    const grid = el('div', 'market-grid levels-1');
    const labels = el('div', 'runner-row market-labels');
    labels.append(el('span'), el('span', 'label-back', t('back')), el('span', 'label-lay', t('lay')));
    grid.append(labels, ...keysOf(snap, runnersOf(marketId)).map((k) => runnerRow(marketId, k)));
    section.append(head, grid);
    return section;
  }

  function bookmaker(eventId: string): HTMLElement | null {
    const info = rec(snap[bookmakerKey(eventId)]);
    if (!info) return null;
    const section = el('section', 'market bookmaker');
    const head = el('header', 'market-head');
    head.append(el('h3', undefined, t('bookmaker')), el('span', 'limits', t('minMax', { min: info.min, max: info.max })));
    const grid = el('div', 'market-grid levels-1');
    for (const key of keysOf(snap, bookmakerRunnersOf(eventId))) {
      const sel = idOf(key);
      const row = el('div', 'runner-row bookmaker-row');
      row.append(
        el('span', 'runner-name', String(rec(snap[key])?.name ?? '')),
        cell(priceKey(String(info.marketId), sel, 'b', 0), 'b', false),
        cell(priceKey(String(info.marketId), sel, 'l', 0), 'l', false),
      );
      overlayOf(row, rec(snap[key]));
      rows.set(key, row);
      grid.append(row);
    }
    section.append(head, grid);
    return section;
  }

  function fancyRows(eventId: string): HTMLElement[] {
    return keysOf(snap, fancyLinesOf(eventId)).map((key) => {
      const lineId = idOf(key);
      const row = el('div', 'runner-row fancy-row');
      row.append(
        el('span', 'runner-name', String(rec(snap[key])?.title ?? '')),
        cell(priceKey(fancyMarketId(eventId), lineId, 'l', 0), 'l'),
        cell(priceKey(fancyMarketId(eventId), lineId, 'b', 0), 'b'),
      );
      // The line's flags are a key of their own: a status tick updates that key.
      const flags = fancyStatusKey(eventId, lineId);
      overlayOf(row, rec(snap[flags]));
      rows.set(flags, row);
      return row;
    });
  }

  let fancyGrid: HTMLElement | null = null;
  function fancy(eventId: string): HTMLElement {
    const section = el('section', 'market fancy');
    const tabs = el('div', 'tabs fancy-tabs');
    tabs.setAttribute('role', 'tablist');
    for (const key of ['all', ...FANCY_CATEGORIES]) {
      const b = el('button', key === 'all' ? 'active' : undefined, t(`fancyTab.${key}`));
      b.setAttribute('role', 'tab');
      tabs.append(b);
    }
    fancyGrid = el('div', 'market-grid levels-1');
    const labels = el('div', 'runner-row market-labels');
    labels.append(el('span'), el('span', 'label-lay', t('no')), el('span', 'label-back', t('yes')));
    fancyGrid.append(labels, ...fancyRows(eventId));
    section.append(tabs, fancyGrid);
    return section;
  }

  function eventList(): HTMLElement {
    const list = el('div', 'event-list');
    for (const key of (Object.keys(snap) as FeedKey[]).filter((k) => inGroup(k, LISTED_EVENTS))) {
      const ev = rec(snap[key]);
      const a = el('a', 'event-row') as HTMLAnchorElement;
      a.href = `/odds-view?eventId=${idOf(key)}`;
      const meta = el('span', 'event-meta');
      if (ev?.inplay) meta.append(el('span', 'badge inplay', t('inPlay')));
      if (ev?.fancy) meta.append(el('span', 'badge fancy', t('fancyBadge')));
      if (ev?.bookmaker) meta.append(el('span', 'badge bookmaker', t('bookmakerBadge')));
      a.append(el('span', 'event-name', String(ev?.name ?? '')), meta);
      list.append(a);
    }
    return list;
  }

  function mount() {
    cells.clear();
    rows.clear();
    const open = scenario.view === 'event' ? 0 : scenario.view === 'open-events' ? nav.get() : null;
    const parts: (HTMLElement | null)[] =
      scenario.view === 'markets'
        ? Array.from({ length: scenario.markets }, (_, i) => matchOdds(marketIdOf(i)))
        : open === null
          ? [eventList()]
          : [matchOdds(marketIdOf(open)), bookmaker(eventIdOf(open)), fancy(eventIdOf(open))];
    container.replaceChildren(...parts.filter((p): p is HTMLElement => p !== null));
  }

  /** Applies one diff: a price moved from what the snapshot before it held, which says which way. */
  function patch(d: FeedDiff, before: Snapshot) {
    // Fancy lines come and go on the open event's screen only.
    const lines = fancyLinesOf(eventIdOf(scenario.view === 'event' ? 0 : (nav.get() ?? 0)));
    let structural = false;
    for (const key in d.added) if (inGroup(key, lines)) structural = true;
    for (const key in d.updated) {
      const from = before[key] as FeedValue;
      const to = d.updated[key] as FeedValue;
      const nodes = cells.get(key);
      if (nodes) {
        const a = rec(from) as unknown as PriceSize;
        const b = rec(to) as unknown as PriceSize;
        if (a.price !== b.price) {
          nodes.price.data = String(b.price);
          const up = b.price > a.price;
          nodes.button.dataset.flash = up ? 'up' : 'down';
          nodes.button.animate([{ backgroundColor: up ? FLASH.up : FLASH.down, offset: 0 }], { duration: 600, easing: 'ease-out' });
        }
        if (nodes.size && a.size !== b.size) nodes.size.data = formatSize(b.size);
      } else {
        const row = rows.get(key);
        if (row) overlayOf(row, rec(to));
      }
    }
    for (const key of d.removed) if (inGroup(key, lines)) structural = true;
    if (structural && fancyGrid && scenario.view !== 'markets') {
      // Lines came or went: rebuild the rows of the fancy market (its labels row stays).
      const eventId = eventIdOf(scenario.view === 'event' ? 0 : (nav.get() ?? 0));
      for (const key of d.removed) {
        rows.delete(key);
        cells.delete(key);
      }
      while (fancyGrid.childNodes.length > 1) fancyGrid.lastChild?.remove();
      fancyGrid.append(...fancyRows(eventId));
    }
  }

  bridge.setSink((next, d) => {
    const before = snap;
    snap = next;
    if (d === null) mount();
    else patch(d, before);
  });

  // Subscriptions follow the screen, like useFeed does.
  const r = bridge.remote;
  if (scenario.view === 'event') {
    void r.subscribeMarket(marketIdOf(0));
    void r.subscribeEvent(eventIdOf(0));
  }
  if (scenario.view === 'markets') for (let i = 0; i < scenario.markets; i++) void r.subscribeMarket(marketIdOf(i));
  if (scenario.view === 'open-events') {
    let shown: number | null = null;
    void r.subscribeSports(['cricket']);
    nav.subscribe(() => {
      const open = nav.get();
      if (shown === null) void r.unsubscribeSports(['cricket']);
      else {
        void r.unsubscribeMarket(marketIdOf(shown));
        void r.unsubscribeEvent(eventIdOf(shown));
      }
      if (open === null) void r.subscribeSports(['cricket']);
      else {
        void r.subscribeMarket(marketIdOf(open));
        void r.subscribeEvent(eventIdOf(open));
      }
      shown = open;
    });
  }
}
