import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, onDemandModules } from './chunk-groups.ts';

const abs = (p: string) => resolve(p).replace(/\\/g, '/');
const groupNamed = (name: string) => chunkGroups().find((g) => g.name === name)!;
const areaGroup = () => chunkGroups().find((g) => typeof g.name === 'function' && g.name(abs('src/features/wallet/x.ts')) === 'area-wallet')!;

describe('chunk groups', () => {
  it('finds the modules the client loads on demand, the notice popup and the bottom sheet animation among them', () => {
    const found = onDemandModules();
    expect(found.has(abs('src/features/home/system-notice-popup.tsx'))).toBe(true);
    expect(found.has(abs('src/components/motion-features.ts'))).toBe(true);
    expect(found.has(abs('src/components/button.tsx'))).toBe(false);
  });

  it('never puts a module loaded on demand into the shared components chunk or an area chunk', () => {
    const ui = groupNamed('ui').test as (id: string) => boolean;
    const area = areaGroup().test as (id: string) => boolean;
    expect(ui(abs('src/components/tabs.tsx'))).toBe(true);
    expect(ui(abs('src/components/install-help.tsx'))).toBe(false);
    expect(ui(abs('src/components/bottom-sheet.tsx'))).toBe(false);
    expect(area(abs('src/features/exchange/lists/event-list.tsx'))).toBe(true);
    expect(area(abs('src/features/home/system-notice-popup.tsx'))).toBe(false);
    expect(area(abs('src/features/exchange/lists/inplay-page.tsx'))).toBe(false);
  });

  it('gives the exchange its own contracts and odds engine, and leaves other contracts alone', () => {
    const name = areaGroup().name as (id: string) => string;
    const area = areaGroup().test as (id: string) => boolean;
    expect(name(abs('workers/odds-poller.ts'))).toBe('area-exchange');
    expect(name(abs('contracts/exchange-ladder.ts'))).toBe('area-exchange');
    // The feed's own contracts and atom families: each was a file of its own on the exchange's first paint.
    expect(name(abs('contracts/exchange.ts'))).toBe('area-exchange');
    expect(name(abs('node_modules/jotai-family/dist/atomFamily.mjs'))).toBe('area-exchange');
    expect(area(abs('contracts/wallet.ts'))).toBe(false);
    expect(area(abs('contracts/exchanged.ts'))).toBe(false);
  });

  it("puts zod's modules the entry does not load with the small shared helpers, not in files of their own", () => {
    const lib = groupNamed('lib').test as (id: string) => boolean;
    expect(lib(abs('node_modules/zod/v4/classic/iso.js'))).toBe(true);
    expect(lib(abs('src/lib/challenge.ts'))).toBe(false);
    expect(lib(abs('node_modules/react-virtuoso/dist/index.mjs'))).toBe(false);
  });
});
