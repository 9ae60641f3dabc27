import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run screenshots`: the product as the browser tests start it, photographed route by route
// (tests/screenshots/). Not part of `npm test`. With E2E_REUSE=1 a server already listening on
// E2E_PORT is used as it is (handy while restyling).
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  timeout: 900_000,
  reporter: [['list']],
});
