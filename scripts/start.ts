// `npm start`: build the client if needed, then run the one server process.
import { buildClientIfStale } from './client-build.ts';

await buildClientIfStale();
await import('../server/main.ts');
