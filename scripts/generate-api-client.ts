// Writes the generated API client's types from the document the server publishes (GET /api/openapi.json),
// over an in-memory database; tests/conformance/generated-client.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../server/app.ts';
import { fromPglite } from '../server/db/client.ts';
import { outboxAdapter } from '../server/delivery/adapter.ts';
import { testConfig } from '../tests/helpers/test-config.ts';
import { CLIENT_TYPES_FILE, clientTypes } from '../tests/conformance/client-types.ts';

const database = fromPglite(await PGlite.create());
const app = createApp({ database, config: testConfig({ paymentGateway: 'sandbox' }), now: () => new Date(), delivery: outboxAdapter(database) });
const doc = await (await app.request('/api/openapi.json')).json();
writeFileSync(CLIENT_TYPES_FILE, await clientTypes(doc));
console.log(`wrote ${CLIENT_TYPES_FILE}`);
process.exit(0);
