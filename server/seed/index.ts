// First-start content and accounts. Each seeder is idempotent (it fills only what is empty),
// so running them at every start is safe. An area adds its seeder to this list.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedContent } from './content.ts';
import { seedGames } from './games.ts';
import { seedOperator } from './operator.ts';
import { seedWallet } from './wallet.ts';
import { seedEngagement } from './engagement.ts';

export type Seeder = (database: Database, config: Config) => Promise<void>;

export const seeders: { name: string; run: Seeder }[] = [
  { name: 'operator', run: seedOperator },
  { name: 'content', run: seedContent },
  { name: 'games', run: seedGames },
  { name: 'wallet', run: seedWallet },
  { name: 'engagement', run: seedEngagement },
];
