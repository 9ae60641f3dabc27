-- Settling on a real market source (docs/decisions/0215-0217).
-- A runner market's number of winners (a PLACE market's places), so the money held covers every set of winners.
ALTER TABLE exchange_markets ADD COLUMN number_of_winners integer NOT NULL DEFAULT 1 CHECK (number_of_winners BETWEEN 1 AND 20);

-- What a player's settlement released of the money held, so a roll back can take exactly that back.
ALTER TABLE exchange_holds ADD COLUMN released_poisha bigint NOT NULL DEFAULT 0 CHECK (released_poisha >= 0);
-- Whether the market's play (turnover, VIP points) was fed once for the player: a settlement after a roll
-- back pays again but does not count the same stakes twice.
ALTER TABLE exchange_holds ADD COLUMN play_fed boolean NOT NULL DEFAULT false;

-- Every decision on a market: a settle (by the source or an operator), a void, a roll back, with who
-- (null: the source), when and why. Written in the transaction that made the decision.
CREATE TABLE exchange_market_decisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market_key text NOT NULL REFERENCES exchange_markets(market_key),
  action text NOT NULL CHECK (action IN ('settle', 'void', 'rollback')),
  outcome jsonb,
  reason text NOT NULL,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_market_decisions_market_idx ON exchange_market_decisions (market_key, id);

-- How much of a mirrored book's shown size the site takes: a share of each level, and at most so much
-- per level. One row.
CREATE TABLE exchange_mirror_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  take_percent integer NOT NULL DEFAULT 100 CHECK (take_percent BETWEEN 1 AND 100),
  max_take_per_level_poisha bigint NOT NULL DEFAULT 50000000 CHECK (max_take_per_level_poisha BETWEEN 10000 AND 10000000000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users(id) ON DELETE SET NULL
);
INSERT INTO exchange_mirror_settings (id) VALUES (1);
