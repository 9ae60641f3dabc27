-- The exchange feed shared by several server processes (docs/decisions/0115). The simulator is
-- deterministic: its whole state follows from (seed, start, ball length) and the simulated time, plus
-- the money bets took from (or gave back to) the book. The leader publishes exactly that: the clock row
-- below after every tick, and each book change as a row of exchange_book_takes, then NOTIFYs
-- exchange_feed. Followers replay the same simulator to the same point and serve the same answers.
CREATE TABLE exchange_feed_clock (
  id smallint PRIMARY KEY CHECK (id = 1),
  epoch text NOT NULL,
  seed bigint NOT NULL,
  start_ms bigint NOT NULL,
  ball_ms integer NOT NULL,
  speed double precision NOT NULL,
  sim_now bigint NOT NULL,
  wall_ms bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE exchange_book_takes (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  epoch text NOT NULL,
  sim_now bigint NOT NULL,
  market_id text NOT NULL,
  runner integer NOT NULL CHECK (runner >= 0),
  book text NOT NULL CHECK (book IN ('back', 'lay')),
  fills jsonb NOT NULL,
  give_back boolean NOT NULL DEFAULT false
);
CREATE INDEX exchange_book_takes_epoch_idx ON exchange_book_takes (epoch, seq);
