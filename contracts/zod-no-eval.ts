// Imported first by the browser entries (src/main.tsx, workers/odds.worker.ts). zod 4 compiles object
// parsers with `new Function` when it can; under the site's Content-Security-Policy (no
// 'unsafe-eval', server/middleware/security-headers.ts) even its caught probe is reported as a
// violation. jitless parses the same way without ever trying eval. The server, which has no CSP,
// keeps the compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });
