// What every route handler can reach: the database, configuration and adapters.
// Routes get it from c.var.deps, so tests build an app with their own database and adapters.
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ClusterRole } from './cluster/leader-calls.ts';
import type { DeliveryAdapter } from './delivery/adapter.ts';
import type { GameAdapter } from './services/game-adapters.ts';
import type { Access } from './middleware/auth.ts';
import type { SessionUser } from './services/sessions.ts';
import type { SignedRequest } from './services/provider-signature.ts';

export interface Deps {
  database: Database;
  config: Config;
  /** Clock, replaceable in tests that need expiry. */
  now: () => Date;
  /** Where verification codes and OTPs go (outbox table by default). */
  delivery: DeliveryAdapter;
  /** The game providers this site launches (services/game-adapters.ts); unset: the house provider alone. */
  gameAdapters?: readonly GameAdapter[];
  /** Set when several processes share a PostgreSQL (server/cluster/): calls for the leader go through it. */
  cluster?: ClusterRole;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    /** Set by the route's access guard (server/middleware/auth.ts) before any input is read. */
    access?: Access;
    /** The answer is a file a user uploaded: served sandboxed (app.ts, sandboxUserFiles). */
    userFile?: boolean;
    /** A provider's verified call (access `provider`): its provider and the raw body it signed. */
    providerCall?: SignedRequest;
    /** The live game session of a house game screen (access `game-session`). */
    gameSession?: { token: string; userId: number };
    /** A page's own inline scripts (server/pages/page-variants.ts): their hashes join its script-src (security-headers.ts). */
    inlineScriptHashes?: readonly string[];
    /** An answer's own Content-Security-Policy, kept over the site's (a staff-only upload served as `sandbox`). */
    answerPolicy?: string;
  };
};
