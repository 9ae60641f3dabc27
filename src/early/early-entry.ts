// The early script's entry (built as a chunk of its own: vite.config.ts, scripts/chunk-groups.ts; written
// into its routes' pages by server/pages/page-variants.ts).
import { startEarlyCalls } from './early-calls.ts';

startEarlyCalls();
