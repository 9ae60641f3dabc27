// Several recordings on one timeline: a k-way merge by publish time over the files' streams, holding one
// message per file (a min-heap, since a folder of historical files can hold hundreds of markets). Equal
// times keep the order the files were given in. A file that steps back in time (the score stream does, by
// a few seconds) is merged as it comes: its late message is simply due at once.
import type { TimedMessage } from './recording-reader.ts';

interface Head {
  item: TimedMessage;
  source: number;
}

function before(a: Head, b: Head): boolean {
  return a.item.pt < b.item.pt || (a.item.pt === b.item.pt && a.source < b.source);
}

class MinHeap {
  private readonly items: Head[] = [];

  get size(): number {
    return this.items.length;
  }

  push(head: Head): void {
    const a = this.items;
    a.push(head);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }

  pop(): Head | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && before(a[l], a[m])) m = l;
        if (r < a.length && before(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

export async function* mergeByTime(sources: AsyncIterator<TimedMessage>[]): AsyncGenerator<TimedMessage> {
  const heap = new MinHeap();
  try {
    const firsts = await Promise.all(sources.map((s) => s.next()));
    firsts.forEach((r, source) => {
      if (!r.done) heap.push({ item: r.value, source });
    });
    while (heap.size > 0) {
      const head = heap.pop()!;
      yield head.item;
      const next = await sources[head.source].next();
      if (!next.done) heap.push({ item: next.value, source: head.source });
    }
  } finally {
    // Stopped early (the source stopped): close every file still open.
    await Promise.all(sources.map((s) => s.return?.()));
  }
}
