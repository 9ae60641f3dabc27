// The floor every web bench measures a route against: a static page served by the same server, a heading and
// a paragraph, no script and no CSS file. What the network, Lighthouse's throttling and Chromium alone cost.
import { rmSync, writeFileSync } from 'node:fs';

export const FLOOR_PATH = '/bench-floor.html';

const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chakka floor</title></head><body style="font-family:sans-serif;margin:16px"><h1>Chakka</h1>
<p>${'A static page served by the same server: the floor every route is measured against. '.repeat(12)}</p></body></html>`;

/** Writes the floor page into a built client folder (before it is precompressed, so it is served like the rest). */
export function writeFloorPage(dist: string) {
  writeFileSync(`${dist}${FLOOR_PATH}`, FLOOR_HTML);
}

/** Takes the floor page and its precompressed copies out of the build again. */
export function removeFloorPage(dist: string) {
  for (const suffix of ['', '.br', '.gz']) rmSync(`${dist}${FLOOR_PATH}${suffix}`, { force: true });
}
