-- A trader market's result kept on its own row, so the desk lists every resulted line of an event with
-- what it was resulted on, when, by whom and why, whoever resulted it and whether players bet on it; and a
-- fourth status, `waiting`: the result was rolled back, the line stays off the players' view and waits
-- for a new result. `outcome` keeps the last result (after a roll back, the one rolled back); the reason,
-- who and when are those of the last decision. docs/decisions/0290-trader-resulted-lines.md.
ALTER TABLE trading_markets
  ADD COLUMN outcome jsonb,
  ADD COLUMN result_reason text CHECK (length(result_reason) BETWEEN 1 AND 200),
  ADD COLUMN resulted_by bigint REFERENCES users(id),
  ADD COLUMN resulted_at timestamptz;

ALTER TABLE trading_markets DROP CONSTRAINT trading_markets_status_check;
ALTER TABLE trading_markets ADD CONSTRAINT trading_markets_status_check CHECK (status IN ('live', 'settled', 'void', 'waiting'));

-- Lines resulted before this: the time of their last change is the best known.
UPDATE trading_markets SET resulted_at = updated_at WHERE status <> 'live';

CREATE INDEX trading_markets_resulted ON trading_markets (event_id, resulted_at DESC) WHERE status <> 'live';
