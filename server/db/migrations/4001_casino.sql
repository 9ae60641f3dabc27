-- Casino: the seamless-wallet provider interface (docs/decisions/0050), betting records, and the
-- house provider's own state (provably-fair seeds, its rounds, the crash hash chain and games).
-- Money is integer poisha. Every provider call is idempotent by (provider, tx_id).

-- The ledger learns the casino's kinds, and links each casino entry to the provider transaction that
-- moved it, so one provider transaction can never move money twice.
INSERT INTO ledger_kinds (kind) VALUES ('casino_bet'), ('casino_win'), ('casino_rollback');
ALTER TABLE ledger_entries ADD COLUMN provider_tx_id bigint;
CREATE UNIQUE INDEX ledger_entries_provider_tx_once ON ledger_entries (provider_tx_id) WHERE provider_tx_id IS NOT NULL;

-- A launch: a short-lived, single-use launch token (in the game url) that the provider exchanges for a
-- game session token (never in a url). Both are stored only as sha256. A bet needs a live game session
-- whose site session is not revoked; a win or rollback does not (the round must settle regardless).
CREATE TABLE game_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  site_session_id bigint REFERENCES sessions(id) ON DELETE SET NULL,
  platform text NOT NULL REFERENCES game_providers(platform),
  game_code text NOT NULL REFERENCES game_catalogue(code),
  language text NOT NULL CHECK (language IN ('en', 'bn')),
  launch_token_hash text NOT NULL UNIQUE,
  launch_expires_at timestamptz NOT NULL,
  session_token_hash text UNIQUE,
  opened_at timestamptz,
  last_seen_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_sessions_user_idx ON game_sessions (user_id, id);

-- One player's part in one game round of a provider. A multiplayer round (crash) shares its round id
-- between players, so the key holds the player. bet_poisha counts accepted bets less refunds.
CREATE TABLE provider_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  round_id text NOT NULL,
  game_code text NOT NULL REFERENCES game_catalogue(code),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'cancelled')),
  bet_poisha bigint NOT NULL DEFAULT 0 CHECK (bet_poisha >= 0),
  win_poisha bigint NOT NULL DEFAULT 0 CHECK (win_poisha >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (provider, user_id, round_id)
);

-- Every bet, win and rollback a provider sent, with the answer it got: a replay of the same tx id
-- answers that answer and has no second effect; the same tx id with another body is refused.
CREATE TABLE provider_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  tx_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  round_pk bigint REFERENCES provider_rounds(id),
  ref_tx_id text,
  amount_poisha bigint NOT NULL DEFAULT 0 CHECK (amount_poisha >= 0),
  -- bet: accepted | refused | rolled_back; win: accepted | refused; rollback: refunded | no_effect | tombstone | refused
  status text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, tx_id)
);
CREATE INDEX provider_transactions_round_idx ON provider_transactions (round_pk);

ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_provider_tx_fk FOREIGN KEY (provider_tx_id) REFERENCES provider_transactions(id);

-- A rollback that arrived before its bet: the bet's tx id is dead, and the late bet is refused.
CREATE TABLE provider_tombstones (
  provider text NOT NULL,
  bet_tx_id text NOT NULL,
  rollback_tx_id text NOT NULL,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  round_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, bet_tx_id)
);

-- The settled-bets list of /betting-record (spec part 1 §3 "Settled bet"): one row per settled round.
CREATE TABLE betting_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  round_pk bigint NOT NULL UNIQUE REFERENCES provider_rounds(id),
  platform text NOT NULL,
  game_type text NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  bet_poisha bigint NOT NULL CHECK (bet_poisha >= 0),
  win_poisha bigint NOT NULL CHECK (win_poisha >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX betting_records_user_idx ON betting_records (user_id, created_at);

-- ---- The house provider's own tables (it is one provider among others; it moves money only through
-- the signed wallet calls above).

-- A player's seed pair: the server seed is secret (only its sha256 is shown) until the player rotates,
-- then revealed so every round played with it can be recomputed. One active pair per player.
CREATE TABLE house_seed_pairs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'revealed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX house_seed_pairs_one_active ON house_seed_pairs (user_id) WHERE status = 'active';

-- Slot spins and Jhandi Munda throws: what was played and what came out, for the player's history and
-- the verification page (seed pair + nonce recompute `outcome`).
CREATE TABLE house_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  game text NOT NULL CHECK (game IN ('slot', 'jhandi_munda')),
  seed_pair_id bigint NOT NULL REFERENCES house_seed_pairs(id),
  nonce integer NOT NULL,
  client_seed text NOT NULL,
  stake_poisha bigint NOT NULL CHECK (stake_poisha > 0),
  payout_poisha bigint NOT NULL CHECK (payout_poisha >= 0),
  bet jsonb NOT NULL,
  outcome jsonb NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (seed_pair_id, nonce)
);
CREATE INDEX house_rounds_user_idx ON house_rounds (user_id, id);

-- Crash: a chain of sha256 hashes made once from a secret seed and used from its end (bustabit's
-- scheme). `terminal_hash` is published before the first game; checkpoints every 1,000 links let the
-- server find any game's hash quickly. Checkpoints ahead of the current game are secret.
CREATE TABLE house_crash_chains (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  length integer NOT NULL CHECK (length > 0),
  terminal_hash text NOT NULL,
  salt text NOT NULL,
  next_game integer NOT NULL DEFAULT 1,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX house_crash_chains_one_active ON house_crash_chains (status) WHERE status = 'active';

CREATE TABLE house_crash_checkpoints (
  chain_id bigint NOT NULL REFERENCES house_crash_chains(id) ON DELETE CASCADE,
  position integer NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (chain_id, position)
);

-- One shared crash game. hash and crash_x100 are written when it crashes (revealed, never before).
CREATE TABLE house_crash_games (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id bigint NOT NULL REFERENCES house_crash_chains(id),
  game_number integer NOT NULL,
  phase text NOT NULL CHECK (phase IN ('betting', 'running', 'crashed', 'cancelled')),
  betting_ends_at timestamptz NOT NULL,
  crashed_at timestamptz,
  hash text,
  crash_x100 bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chain_id, game_number)
);

CREATE TABLE house_crash_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id bigint NOT NULL REFERENCES house_crash_games(id),
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  username text NOT NULL,
  stake_poisha bigint NOT NULL CHECK (stake_poisha > 0),
  auto_cashout_x100 integer CHECK (auto_cashout_x100 IS NULL OR auto_cashout_x100 > 100),
  cashout_x100 integer,
  payout_poisha bigint NOT NULL DEFAULT 0 CHECK (payout_poisha >= 0),
  -- placing: written before the wallet bet (so a restart can roll back a bet it never confirmed).
  status text NOT NULL DEFAULT 'placing' CHECK (status IN ('placing', 'open', 'cashed', 'lost', 'refunded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, user_id)
);
