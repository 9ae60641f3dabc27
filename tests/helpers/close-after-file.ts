// What a test file opened and must close once its tests are done (a test app's database: on PostgreSQL a
// database of its own and a pool of connections). Vitest 4 never runs an afterAll registered from inside
// a beforeAll hook, which is where most files build their app, so those closed nothing; this module is a
// setup file of the node project, and its afterAll belongs to every file's root suite.
//
// The node project runs its files without isolation (vitest.config.ts): the helpers that call
// closeAfterFile are imported once per worker, while this setup file runs again before each file. The list
// therefore lives on the global object, so what any file registers is closed after that same file.
import { afterAll } from 'vitest';

const KEY = Symbol.for('chakka.closeAfterFile');
const holder = globalThis as unknown as Record<symbol, (() => Promise<void>)[]>;
holder[KEY] ??= [];

export function closeAfterFile(close: () => Promise<void>): void {
  holder[KEY]!.push(close);
}

afterAll(async () => {
  // Newest first, as nested afterAll hooks would.
  for (const close of holder[KEY]!.splice(0).reverse()) await close();
});
