-- Settled exchange events, for the Result tab (the simulator writes one row as each event ends).
CREATE TABLE exchange_results (
  event_id text PRIMARY KEY,
  market_id text NOT NULL,
  sport text NOT NULL CHECK (sport IN ('cricket', 'soccer', 'tennis')),
  event_name text NOT NULL,
  competition text NOT NULL,
  open_date timestamptz NOT NULL,
  settled_at timestamptz NOT NULL,
  winner text,
  result text NOT NULL,
  score text NOT NULL
);
CREATE INDEX exchange_results_sport_settled ON exchange_results (sport, settled_at DESC);
