// The kept answers and the store-side reader: shared reads asked once, seeds spent once, invalidation that
// reads mounted readers again (and says how many), and keepReading's newer answer winning over an older one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateReads, keepReading, primeRead, readShared, resetReads, seedRead } from './read-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => resetReads());
afterEach(() => vi.useRealTimers());

describe('the kept answers', () => {
  it('a shared read is one call however many ask, and a primed answer is not asked for', async () => {
    const read = vi.fn(async () => 'asked');
    expect(await Promise.all([readShared('a', read), readShared('a', read)])).toEqual(['asked', 'asked']);
    expect(read).toHaveBeenCalledTimes(1);
    primeRead('b', 'from the page');
    expect(await readShared('b', read)).toBe('from the page');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('priming does not replace what is already asked or known', async () => {
    expect(await readShared('a', async () => 'asked')).toBe('asked');
    primeRead('a', 'late');
    expect(await readShared('a', async () => 'again')).toBe('asked');
  });

  it('invalidation forgets the answers under a prefix only, and says that no reader was on screen', async () => {
    primeRead('records:transactions', 1);
    primeRead('records', 2);
    primeRead('recordsx', 3);
    expect(invalidateReads('records')).toBe(0);
    expect(await readShared('records:transactions', async () => 10)).toBe(10);
    expect(await readShared('records', async () => 20)).toBe(20);
    expect(await readShared('recordsx', async () => 30)).toBe(3);
  });

  it('a seed is a shared reader’s too, until it is past its freshness', async () => {
    seedRead('s', 'early', 10_000, Date.now() - 10_001);
    expect(await readShared('s', async () => 'asked')).toBe('asked');
  });
});

describe('keepReading (answers for the store)', () => {
  it('hands on the newest answer only: a read asked again wins over an older one still on its way', async () => {
    const calls: ReturnType<typeof deferred<string>>[] = [];
    const applied: string[] = [];
    const stop = keepReading(
      'exchange:event-bets:e1',
      () => {
        const d = deferred<string>();
        calls.push(d);
        return d.promise;
      },
      (v) => applied.push(v),
    );
    expect(invalidateReads('exchange:event-bets')).toBe(1);
    calls[1].resolve('newer');
    calls[0].resolve('older');
    await flush();
    expect(applied).toEqual(['newer']);
    stop();
    expect(invalidateReads('exchange:event-bets')).toBe(0);
  });

  it('polls every beat while the page is shown, and a shared poll is one ask for all its readers', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => 1);
    const first = keepReading('exchange:exposure', read, () => {}, { every: 10_000, shared: true });
    const second = keepReading('exchange:exposure', read, () => {}, { every: 10_000, shared: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(2);
    // A read younger than the window a poll gives it stands: the poll joins it.
    invalidateReads('exchange:exposure', { olderThanMs: 2000 });
    expect(read).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(read).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    first();
    second();
  });
});
