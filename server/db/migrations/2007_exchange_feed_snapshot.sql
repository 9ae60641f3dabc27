-- A snapshot of the leader's exchange simulator, per run (docs/decisions/0145). A process that joins a
-- run starts from the run's latest snapshot and replays only the book changes after `last_seq` and the
-- simulated time after `sim_now`, instead of the whole run from its start (0115). The leader replaces
-- the row every few simulated minutes; `state` is the simulator as JSON (server/exchange/simulator-snapshot.ts).
CREATE TABLE exchange_feed_snapshots (
  epoch text PRIMARY KEY,
  sim_now bigint NOT NULL,
  last_seq bigint NOT NULL,
  state text NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now()
);
