-- What the site has taken of each level a mirrored book shows (Betfair's prices and sizes), so that no two
-- bets, in any process, take the same shown money (docs/decisions/0285). A level is its price on one side
-- of one runner: a new size shown at the same price is the same level, and what was taken of it still
-- counts. A row goes when a placement sees the price no longer shown, and with its market when the source
-- drops the market.
CREATE TABLE exchange_taken_levels (
  market_id text NOT NULL,
  selection_id text NOT NULL,
  side text NOT NULL CHECK (side IN ('back', 'lay')),
  odds_x100 integer NOT NULL,
  taken_poisha bigint NOT NULL CHECK (taken_poisha >= 0),
  -- What the latest take got: the conditional upsert's answer (its RETURNING sees only the new row).
  last_take_poisha bigint NOT NULL CHECK (last_take_poisha >= 0),
  PRIMARY KEY (market_id, selection_id, side, odds_x100)
);
