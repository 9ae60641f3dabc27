// useRead: a known answer mounts with one render; an answer arriving later renders once more; a newer read
// always wins over an older one; a failure is an error (with a retry), never an empty answer.
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Read, useRead } from './use-read.ts';
import { invalidateReads, primeRead, readShared, resetReads, seedRead } from './read-cache.ts';

let renders = 0;
function Site({ fetcher }: { fetcher: () => Promise<string> }) {
  renders++;
  const site = useRead('general', fetcher, { shared: true });
  return <p data-testid="site">{site.loading ? 'loading' : (site.data ?? 'none')}</p>;
}

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Calls of `read` answered one by one: each call takes the next deferred. */
function calls<T>() {
  const made: ReturnType<typeof deferred<T>>[] = [];
  const read = vi.fn(() => {
    const d = deferred<T>();
    made.push(d);
    return d.promise;
  });
  return { read, made };
}

let latest: Read<string> | undefined;
const shown = () => screen.getByTestId('reader').textContent;
function Reader({ readKey, read, shared, id = 'reader' }: { readKey: string | null; read: () => Promise<string>; shared?: boolean; id?: string }) {
  const r = useRead(readKey, read, { shared });
  if (id === 'reader') latest = r;
  const state = r.loading ? 'loading' : r.error ? `error:${(r.error as Error).message}` : (r.data ?? 'none');
  return <p data-testid={id}>{`${state}${r.refreshing ? ' (refreshing)' : ''}${r.error && r.data ? ` ${r.data}` : ''}`}</p>;
}
const settle = () => act(async () => {});

describe('useRead', () => {
  beforeEach(() => {
    resetReads();
    renders = 0;
    latest = undefined;
  });

  it('a lookup the page already answered is drawn in the first render, and its reader renders once', async () => {
    primeRead('general', 'Chakka');
    render(<Site fetcher={() => Promise.reject(new Error('not asked'))} />);
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('Chakka');
    expect(renders).toBe(1);
  });

  it('a lookup asked on mount shows loading, then its answer: two renders', async () => {
    render(<Site fetcher={() => Promise.resolve('Chakka')} />);
    expect(screen.getByTestId('site').textContent).toBe('loading');
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('Chakka');
    expect(renders).toBe(2);
  });

  it('newer read wins: an older answer arriving after a newer one is not drawn', async () => {
    const { read, made } = calls<string>();
    render(<Reader readKey="k" read={read} />);
    await settle();
    act(() => latest!.refresh());
    expect(made).toHaveLength(2);
    await act(async () => made[1].resolve('new'));
    await act(async () => made[0].resolve('old'));
    expect(shown()).toBe('new');
  });

  it('a key change ignores the answer for the old key, even when it comes last', async () => {
    const { read, made } = calls<string>();
    const { rerender } = render(<Reader readKey="a" read={read} />);
    rerender(<Reader readKey="b" read={read} />);
    expect(shown()).toBe('loading');
    await act(async () => made[0].resolve('answer for a'));
    expect(shown()).toBe('loading');
    await act(async () => made[1].resolve('answer for b'));
    expect(shown()).toBe('answer for b');
    // And back: the first key is read again, not drawn from its stale answer.
    rerender(<Reader readKey="a" read={read} />);
    expect(shown()).toBe('loading');
    expect(made).toHaveLength(3);
  });

  it('a failed read is an error, not an empty answer; Try again reads again and shows the answer', async () => {
    const { read, made } = calls<string>();
    render(<Reader readKey="k" read={read} />);
    await act(async () => made[0].reject(new Error('offline')));
    expect(shown()).toBe('error:offline');
    act(() => latest!.refresh());
    expect(shown()).toBe('loading');
    await act(async () => made[1].resolve('back'));
    expect(shown()).toBe('back');
  });

  it('refresh keeps the shown answer while the new one comes, and after a failed refresh shows both', async () => {
    const { read, made } = calls<string>();
    render(<Reader readKey="k" read={read} />);
    await act(async () => made[0].resolve('first'));
    act(() => latest!.refresh());
    expect(shown()).toBe('first (refreshing)');
    await act(async () => made[1].resolve('second'));
    expect(shown()).toBe('second');
    act(() => latest!.refresh());
    await act(async () => made[2].reject(new Error('offline')));
    expect(shown()).toBe('error:offline second');
  });

  it('a shared key is asked once for every reader, and kept for a later one', async () => {
    const { read, made } = calls<string>();
    const first = render(
      <>
        <Reader readKey="general" read={read} shared />
        <Reader readKey="general" read={read} shared id="other" />
      </>,
    );
    await act(async () => made[0].resolve('Chakka'));
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('other').textContent).toBe('Chakka');
    first.unmount();
    render(<Reader readKey="general" read={read} shared />);
    expect(shown()).toBe('Chakka');
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    // Outside React (a route's preload) the same kept answer.
    expect(await readShared('general', read)).toBe('Chakka');
  });

  it('a shared read that failed is forgotten, so the next reader asks again', async () => {
    const { read, made } = calls<string>();
    const first = render(<Reader readKey="general" read={read} shared />);
    await act(async () => made[0].reject(new Error('offline')));
    first.unmount();
    render(<Reader readKey="general" read={read} shared />);
    await act(async () => made[1].resolve('Chakka'));
    expect(shown()).toBe('Chakka');
  });

  it('Try again on a shared read reads it once for all its readers', async () => {
    const { read, made } = calls<string>();
    render(
      <>
        <Reader readKey="general" read={read} shared />
        <Reader readKey="general" read={read} shared id="other" />
      </>,
    );
    await act(async () => made[0].reject(new Error('offline')));
    act(() => latest!.refresh());
    expect(read).toHaveBeenCalledTimes(2);
    await act(async () => made[1].resolve('Chakka'));
    expect(shown()).toBe('Chakka');
    expect(screen.getByTestId('other').textContent).toBe('Chakka');
  });

  it('a seeded answer already in is drawn in the first render without asking, and serves one reader only', async () => {
    const { read, made } = calls<string>();
    seedRead('deposit-start', Promise.resolve('early'), 10_000);
    await settle();
    const first = render(<Reader readKey="deposit-start" read={read} />);
    expect(shown()).toBe('early');
    await settle();
    expect(read).not.toHaveBeenCalled();
    first.unmount();
    render(<Reader readKey="deposit-start" read={read} />);
    await act(async () => made[0].resolve('asked'));
    expect(shown()).toBe('asked');
  });

  it('a seed still on its way is joined, and a stale one is not used', async () => {
    const { read, made } = calls<string>();
    const early = deferred<string>();
    seedRead('a', early.promise, 10_000);
    render(<Reader readKey="a" read={read} />);
    await act(async () => early.resolve('early'));
    expect(shown()).toBe('early');
    expect(read).not.toHaveBeenCalled();

    const now = Date.now();
    seedRead('b', Promise.resolve('old'), 10_000);
    vi.spyOn(Date, 'now').mockReturnValue(now + 10_001);
    try {
      render(<Reader readKey="b" read={read} id="b" />);
      await act(async () => made[0].resolve('fresh'));
      expect(screen.getByTestId('b').textContent).toBe('fresh');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('invalidateReads reads every mounted reader under the prefix again and forgets the kept answers', async () => {
    const records = calls<string>();
    const other = calls<string>();
    const kept = calls<string>();
    render(
      <>
        <Reader readKey="records:transactions" read={records.read} />
        <Reader readKey="vip" read={other.read} id="other" />
      </>,
    );
    await act(async () => {
      records.made[0].resolve('before');
      other.made[0].resolve('vip');
    });
    const providers = readShared('records:providers', kept.read);
    await act(async () => kept.made[0].resolve('providers'));
    expect(await providers).toBe('providers');
    act(() => invalidateReads('records'));
    expect(shown()).toBe('before (refreshing)');
    await act(async () => records.made[1].resolve('after'));
    expect(shown()).toBe('after');
    expect(other.read).toHaveBeenCalledTimes(1);
    void readShared('records:providers', kept.read);
    expect(kept.read).toHaveBeenCalledTimes(2);
  });

  it('update changes the held answer in place, and is dropped once the key has changed', async () => {
    const { read, made } = calls<string>();
    const { rerender } = render(<Reader readKey="a" read={read} />);
    await act(async () => made[0].resolve('page 1'));
    const atA = latest!;
    act(() => atA.update((d) => `${d} + page 2`));
    expect(shown()).toBe('page 1 + page 2');
    rerender(<Reader readKey="b" read={read} />);
    await act(async () => made[1].resolve('b'));
    act(() => atA.update((d) => `${d} + late page`));
    expect(shown()).toBe('b');
  });

  it('a null key reads nothing and is not loading', async () => {
    const { read } = calls<string>();
    render(<Reader readKey={null} read={read} />);
    await settle();
    expect(shown()).toBe('none');
    expect(read).not.toHaveBeenCalled();
  });

  it('a poll reads again silently, keeps the answer through a failure, and renders nothing when the answer is the same', async () => {
    vi.useFakeTimers();
    try {
      let answer = () => Promise.resolve('one');
      const same = 'one';
      let polls = 0;
      let drawn = 0;
      function Polled() {
        drawn++;
        const r = useRead(
          'polled',
          () => {
            polls++;
            return answer();
          },
          { every: 1000 },
        );
        return <p data-testid="reader">{`${r.data}${r.refreshing ? ' (refreshing)' : ''}${r.error ? ' error' : ''}`}</p>;
      }
      render(<Polled />);
      await act(async () => {});
      expect(shown()).toBe('one');
      const before = drawn;
      answer = () => Promise.resolve(same);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(polls).toBe(2);
      expect(drawn).toBe(before);
      answer = () => Promise.reject(new Error('offline'));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(shown()).toBe('one error');
      answer = () => Promise.resolve('two');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(shown()).toBe('two');
    } finally {
      vi.useRealTimers();
    }
  });

  it("React's second run of a mount (StrictMode) asks once", async () => {
    const { read, made } = calls<string>();
    render(
      <StrictMode>
        <Reader readKey="k" read={read} />
      </StrictMode>,
    );
    await act(async () => made[0].resolve('once'));
    expect(read).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('once');
  });
});
