-- The risk desk's tables: betting limits per sport and market kind with overrides per event, market and
-- player; blocks of an event or a market for everybody or one player; the marks a market's state left
-- (suspended, ball running, stale) that the flag rules read; and the flags raised on bets.
-- docs/decisions/0243-risk-limits.md and 0245-risk-flags.md say why each is shaped so.

-- One row per rule. scope 'default' rows are keyed by sport ('*' for every sport) and kind; 'event',
-- 'market' and 'player' rows name what they override. A null amount means "not set here": the next less
-- specific rule's amount applies. A player's row can only tighten (the placement check takes the stricter).
CREATE TABLE risk_limits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('default', 'event', 'market', 'player')),
  sport text NOT NULL DEFAULT '*',
  market_kind text NOT NULL DEFAULT '*' CHECK (market_kind IN ('*', 'match_odds', 'bookmaker', 'fancy', 'racing')),
  event_id text NOT NULL DEFAULT '',
  market_key text NOT NULL DEFAULT '',
  user_id bigint NOT NULL DEFAULT 0,
  min_stake_poisha bigint CHECK (min_stake_poisha > 0),
  max_stake_poisha bigint CHECK (max_stake_poisha > 0),
  max_profit_poisha bigint CHECK (max_profit_poisha > 0),
  market_max_stake_poisha bigint CHECK (market_max_stake_poisha > 0),
  market_max_profit_poisha bigint CHECK (market_max_profit_poisha > 0),
  updated_by bigint REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (scope, sport, market_kind, event_id, market_key, user_id)
);

-- The site's defaults, as Sky-style sites carry them: ৳100 to ৳50,000 a bet, ৳10,00,000 profit; per market
-- ৳5,00,000 staked and ৳10,00,000 profit in all.
INSERT INTO risk_limits (scope, sport, market_kind, min_stake_poisha, max_stake_poisha, max_profit_poisha, market_max_stake_poisha, market_max_profit_poisha)
SELECT 'default', '*', k, 10000, 5000000, 100000000, 50000000, 100000000
FROM (VALUES ('match_odds'), ('bookmaker'), ('fancy'), ('racing')) AS kinds(k);

-- user_id 0: everybody. An event block names the event; a market block the market key.
CREATE TABLE risk_blocks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('event', 'market')),
  target text NOT NULL,
  user_id bigint NOT NULL DEFAULT 0,
  reason text NOT NULL,
  created_by bigint REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (scope, target, user_id)
);

-- What a market's state was, and from when: written as the feed shows it (a stale span has its end).
CREATE TABLE risk_market_marks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('suspended', 'ball_running', 'stale')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz
);
CREATE INDEX risk_market_marks_event_idx ON risk_market_marks (event_id, starts_at);

CREATE TABLE risk_flags (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bet_id bigint NOT NULL REFERENCES exchange_bets(id),
  user_id bigint NOT NULL REFERENCES users(id),
  rule text NOT NULL CHECK (rule IN ('repeat_bet', 'before_suspend', 'shared_address', 'stale_win')),
  reason_code text NOT NULL,
  vars jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'voided')),
  raised_at timestamptz NOT NULL DEFAULT now(),
  decided_by bigint REFERENCES users(id),
  decided_at timestamptz,
  UNIQUE (bet_id, rule)
);
CREATE INDEX risk_flags_open_idx ON risk_flags (raised_at DESC) WHERE status = 'open';
CREATE INDEX exchange_bets_ip_idx ON exchange_bets (ip, placed_at) WHERE ip IS NOT NULL;
