// Names as a player sees them, never blank: the source's own (a market definition or the catalogue),
// else a neutral label built from the id, so an operator can still find the thing at its source
// ("Market 1.200806927", "Selection 228749"). Every answer that shows a source's name goes through here.
import type { SourceEvent, SourceMarket, SourceRunner } from './market-source.ts';

const given = (name: string | null | undefined) => (typeof name === 'string' && name.trim() !== '' ? name : null);

export const eventName = (ev: Pick<SourceEvent, 'id' | 'name'>) => given(ev.name) ?? `Event ${ev.id}`;
export const marketName = (m: Pick<SourceMarket, 'id' | 'name'>) => given(m.name) ?? `Market ${m.id}`;
export const runnerName = (r: Pick<SourceRunner, 'selectionId' | 'name'>) => given(r.name) ?? `Selection ${r.selectionId}`;
export const competitionName = (ev: Pick<SourceEvent, 'competition'>) => given(ev.competition) ?? '';
