// What a test file opened and must close once its tests are done (a test app's database: on PostgreSQL a
// database of its own and a pool of connections). Vitest 4 never runs an afterAll registered from inside
// a beforeAll hook, which is where most files build their app, so those closed nothing; this module is a
// setup file of the node project, and its afterAll belongs to every file's root suite.
import { afterAll } from 'vitest';

const closers: (() => Promise<void>)[] = [];

export function closeAfterFile(close: () => Promise<void>): void {
  closers.push(close);
}

afterAll(async () => {
  // Newest first, as nested afterAll hooks would.
  for (const close of closers.splice(0).reverse()) await close();
});
