import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a defect we would otherwise miss (epic-stack habit).
// Tests that expect an error log spy on console.error themselves, which replaces this spy.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const seen = errors;
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
