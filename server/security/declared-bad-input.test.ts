// Bad input on every declared route, generated from the route's own request contract (so a route
// declared tomorrow is fuzzed without anyone adding it): 1,000 cases per route (FUZZ_RUNS changes it),
// each a path, query or body its contract refuses: wrong types, missing and extra fields, NUL and other
// control characters, 1 MB strings, Bengali digits, negative, fractional, huge and exponent numbers,
// ids past 64 bits, SQL and script fragments. Then the bodies no contract describes: invalid JSON,
// wrong content types, broken multipart. Every answer is a 4xx with a catalogue message, never a 5xx,
// and the database's fingerprint does not move. This file takes the first half of the routes;
// declared-bad-input-rest.test.ts the other, so vitest runs the two in parallel workers.
import { declareBadInputSuite } from '../../tests/helpers/declared-bad-input-suite.ts';

await declareBadInputSuite(0, 2);
