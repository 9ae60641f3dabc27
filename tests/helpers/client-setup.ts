import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ALL_NAMESPACES, i18n } from '../../src/lib/i18n.ts';

// The app loads most locale files on demand (src/lib/i18n.ts); tests start with all of them in, as the
// app is once its preload has run, so a component test never races a translation chunk.
beforeAll(async () => {
  await i18n.reloadResources(['en', 'bn'], ALL_NAMESPACES);
});

afterEach(() => cleanup());
