-- Exchange betting (issue 12): operator limits per market type, the markets players bet on, bets and
-- their matched fills, and the money held per player and market. Money is integer poisha; prices are
-- decimal odds x 100 (a bookmaker or fancy rate R is odds 1 + R/100). See docs/decisions/0040.

CREATE TABLE exchange_settings (
  market_type text PRIMARY KEY CHECK (market_type IN ('match_odds', 'bookmaker', 'fancy')),
  min_stake_poisha bigint NOT NULL CHECK (min_stake_poisha > 0),
  max_stake_poisha bigint NOT NULL,
  max_profit_poisha bigint NOT NULL CHECK (max_profit_poisha > 0),
  bet_delay_ms integer NOT NULL CHECK (bet_delay_ms BETWEEN 0 AND 30000),
  commission_bp integer NOT NULL DEFAULT 0 CHECK (commission_bp BETWEEN 0 AND 2000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users(id) ON DELETE SET NULL,
  CHECK (min_stake_poisha <= max_stake_poisha)
);
INSERT INTO exchange_settings (market_type, min_stake_poisha, max_stake_poisha, max_profit_poisha, bet_delay_ms) VALUES
  ('match_odds', 10000, 10000000, 100000000, 5000),
  ('bookmaker', 10000, 10000000, 50000000, 3000),
  ('fancy', 10000, 5000000, 20000000, 0);

-- One row per market anyone has bet on. The key is the feed's market id (match odds, bookmaker) or
-- event_id:line_key for a fancy line. status: open -> settling (result fixed, players being paid) ->
-- settled, or open -> void (refunded). A market leaves 'open' before its bets are settled, so no bet
-- can be placed on a market that is being settled.
CREATE TABLE exchange_markets (
  market_key text PRIMARY KEY,
  market_type text NOT NULL CHECK (market_type IN ('match_odds', 'bookmaker', 'fancy')),
  event_id text NOT NULL,
  feed_market_id text NOT NULL,
  line_key text,
  sport text NOT NULL,
  competition text NOT NULL,
  event_name text NOT NULL,
  market_name text NOT NULL,
  line_title text,
  open_date timestamptz NOT NULL,
  runners jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settling', 'settled', 'void')),
  -- {"kind":"winner","selectionId":"…"} | {"kind":"value","value":n} | {"kind":"void","reason":"…"}
  outcome jsonb,
  result_text text,
  settled_at timestamptz,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((market_type = 'fancy') = (line_key IS NOT NULL))
);
CREATE INDEX exchange_markets_unsettled_idx ON exchange_markets (event_id) WHERE status IN ('open', 'settling');
CREATE INDEX exchange_markets_status_idx ON exchange_markets (status, created_at DESC);

-- A bet: its stake splits into matched + unmatched (still waiting) + cancelled + lapsed, always.
-- state: open (some of it is live), settled, void (refunded), closed (nothing matched; all cancelled or lapsed).
CREATE TABLE exchange_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  market_key text NOT NULL REFERENCES exchange_markets(market_key),
  market_type text NOT NULL CHECK (market_type IN ('match_odds', 'bookmaker', 'fancy')),
  selection_id text NOT NULL,
  selection_name text NOT NULL,
  side text NOT NULL CHECK (side IN ('back', 'lay', 'yes', 'no')),
  price numeric(12, 2) NOT NULL CHECK (price > 0),
  odds_x100 integer NOT NULL CHECK (odds_x100 > 100),
  line integer CHECK (line >= 0),
  stake_poisha bigint NOT NULL CHECK (stake_poisha > 0),
  matched_poisha bigint NOT NULL DEFAULT 0 CHECK (matched_poisha >= 0),
  unmatched_poisha bigint NOT NULL DEFAULT 0 CHECK (unmatched_poisha >= 0),
  cancelled_poisha bigint NOT NULL DEFAULT 0 CHECK (cancelled_poisha >= 0),
  lapsed_poisha bigint NOT NULL DEFAULT 0 CHECK (lapsed_poisha >= 0),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'void', 'closed')),
  outcome text CHECK (outcome IN ('won', 'lost')),
  profit_loss_poisha bigint,
  commission_poisha bigint NOT NULL DEFAULT 0 CHECK (commission_poisha >= 0),
  -- Unmatched match-odds bets placed before the off lapse when the event turns in play.
  placed_in_play boolean NOT NULL,
  source text NOT NULL DEFAULT 'player' CHECK (source IN ('player', 'cash_out')),
  idempotency_key text,
  ip text,
  placed_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK (matched_poisha + unmatched_poisha + cancelled_poisha + lapsed_poisha = stake_poisha),
  CHECK (state = 'open' OR unmatched_poisha = 0)
);
-- A repeated Idempotency-Key can never place a second bet, whatever happens to idempotency_keys.
CREATE UNIQUE INDEX exchange_bets_idempotency_key ON exchange_bets (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX exchange_bets_user_idx ON exchange_bets (user_id, id DESC);
CREATE INDEX exchange_bets_market_open_idx ON exchange_bets (market_key, user_id) WHERE state = 'open';
CREATE INDEX exchange_bets_unmatched_idx ON exchange_bets (market_key) WHERE unmatched_poisha > 0;

-- The parts of a bet that matched, each at its own price (a back can take several levels of the book).
CREATE TABLE exchange_fills (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES exchange_bets(id) ON DELETE CASCADE,
  stake_poisha bigint NOT NULL CHECK (stake_poisha > 0),
  odds_x100 integer NOT NULL CHECK (odds_x100 > 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_fills_bet_idx ON exchange_fills (bet_id);

-- The money held per player and market (the worst case of their bets on it), and once the market
-- settles, its result for the player. Every change of hold_poisha is a ledger entry in the same
-- transaction (exchange_hold / exchange_release), so the ledger and this row always agree.
CREATE TABLE exchange_holds (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  market_key text NOT NULL REFERENCES exchange_markets(market_key),
  hold_poisha bigint NOT NULL DEFAULT 0 CHECK (hold_poisha >= 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'void')),
  matched_stake_poisha bigint NOT NULL DEFAULT 0,
  profit_loss_poisha bigint,
  commission_poisha bigint NOT NULL DEFAULT 0,
  settled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, market_key),
  CHECK (status = 'open' OR hold_poisha = 0)
);
CREATE INDEX exchange_holds_open_market_idx ON exchange_holds (market_key) WHERE status = 'open';
CREATE INDEX exchange_holds_open_user_idx ON exchange_holds (user_id) WHERE status = 'open';
CREATE INDEX exchange_holds_settled_user_idx ON exchange_holds (user_id, settled_at) WHERE status = 'settled';
