-- A market source other than the simulator, as the leader publishes it for its followers
-- (docs/decisions/0205): the latest state of each event, market (with its book), score and stale mark,
-- and the source's clock, each row stamped with the sequence number of its last change.
CREATE SEQUENCE exchange_source_seq;
CREATE TABLE exchange_source_entries (
  kind text NOT NULL CHECK (kind IN ('clock', 'event', 'market', 'score', 'stale')),
  id text NOT NULL,
  seq bigint NOT NULL,
  body text,
  PRIMARY KEY (kind, id)
);
CREATE INDEX exchange_source_entries_seq ON exchange_source_entries (seq);
