import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { forgetWhatTheFileLeft, trackWhatFilesLeave } from './client-file-reset.ts';

// The client project runs its files one after another in one jsdom per worker (`isolate: false` in
// vitest.config.ts): a new jsdom for each file was most of the project's time (docs/decisions/0197). What a file could
// hand to the next is taken back here instead:
// - the app's modules are evaluated afresh for each file (the store, the pollers, the caches, i18n), as in
//   a new jsdom. This setup file runs again before each file, so this line runs before each file's imports;
// - after each file: its timers, its window and document listeners, its storage, its URL, its globals and
//   the attributes it set on <html> (client-file-reset.ts).
vi.resetModules();
trackWhatFilesLeave();

// The app loads most locale files on demand (src/lib/i18n.ts); tests start with all of them in, as the
// app is once its preload has run, so a component test never races a translation chunk. Imported here, not
// at the top: a static import would run before the reset above and hand this file an older i18n than the
// test file's.
beforeAll(async () => {
  const { ALL_NAMESPACES, i18n } = await import('../../src/lib/i18n.ts');
  await i18n.reloadResources(['en', 'bn'], ALL_NAMESPACES);
});

afterEach(() => cleanup());

afterAll(() => forgetWhatTheFileLeft());
