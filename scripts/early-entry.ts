// The early script's entry module (src/early/early-entry.ts), as the build names it: its own input in
// vite.config.ts, kept out of every chunk group (chunk-groups.ts) so it imports no chunk of the app, and
// named per route by the first-paint plan (first-paint-plan.ts), from which the server writes its code into
// those pages (server/pages/page-variants.ts).
export const EARLY_ENTRY = 'src/early/early-entry.ts';
/** A module of the early script (src/early/): none of them may be grouped with the app's. */
export const EARLY_MODULE = /[\\/]src[\\/]early[\\/]/;
