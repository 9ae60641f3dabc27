// What `import { z } from 'zod'` means in the browser bundles (vite.config.ts aliases it here). zod 4
// compiles object parsers with `new Function` when it can, and even its first, caught, probe is
// reported as a violation under the site's Content-Security-Policy, which allows no eval
// (server/middleware/security-headers.ts). jitless parses the same way without ever trying it.
// Being what every schema module imports, this runs before any schema is made, whatever order the
// bundler gives the chunks (a side-effect import in main.tsx did not: rolldown ran it too late).
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
