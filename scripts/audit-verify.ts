// `npm run audit:verify`: walks the staff audit chain of the configured database (DATABASE_URL, or the
// PGlite directory DATA_DIR) and names the first broken link. Exit code 0 when the chain holds, 1 when not.
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { verifyAuditChain } from '../server/operator/audit/verify.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const check = await verifyAuditChain(database.db);
if (check.ok) console.log(`audit chain holds: ${check.entries} entries`);
else console.error(`audit chain broken at entry ${check.brokenAt} (${check.reason}); the ${check.entries} entries before it hold`);
await database.close?.();
process.exit(check.ok ? 0 : 1);
