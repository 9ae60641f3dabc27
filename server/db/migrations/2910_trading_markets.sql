-- The bookmaker markets and fancy lines the site's traders run by hand (server/exchange/trading/).
-- One row per market: a fancy line (kind session, player, wicket, yesno or oddeven) or an event's
-- bookmaker (kind bookmaker, its runners in `runners`). `state` is what the trader set; `held` keeps it
-- against the automatic ball running and stale suspension; `status` says whether it is still shown.
-- Every change takes the next `change_no`, so a process knows an event's lines moved by comparing one
-- number, and the database announces it with NOTIFY trading_change (the event id) whoever wrote it.
-- docs/decisions/0260-trader-run-lines.md.
CREATE SEQUENCE trading_change_seq;

CREATE TABLE trading_markets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bookmaker', 'session', 'player', 'wicket', 'yesno', 'oddeven')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  title_bn text CHECK (length(title_bn) BETWEEN 1 AND 120),
  -- Fancy: No below no_value at no_rate, Yes at or above yes_value at yes_rate (rates: 100 pays evens).
  no_value integer CHECK (no_value >= 0),
  no_rate integer CHECK (no_rate >= 0),
  yes_value integer CHECK (yes_value >= 0),
  yes_rate integer CHECK (yes_rate >= 0),
  -- Bookmaker: [{ selectionId, name, back, lay }] with back and lay as rates (45 pays 45 per 100).
  runners jsonb NOT NULL DEFAULT '[]',
  min_stake_poisha bigint NOT NULL CHECK (min_stake_poisha > 0),
  max_stake_poisha bigint NOT NULL CHECK (max_stake_poisha >= min_stake_poisha),
  max_profit_poisha bigint NOT NULL CHECK (max_profit_poisha > 0),
  state text NOT NULL DEFAULT 'suspended' CHECK (state IN ('open', 'suspended', 'ball_running')),
  held boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'settled', 'void')),
  sort integer NOT NULL DEFAULT 0,
  change_no bigint NOT NULL DEFAULT nextval('trading_change_seq'),
  created_by bigint REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'bookmaker' OR (no_value IS NOT NULL AND no_rate IS NOT NULL AND yes_value IS NOT NULL AND yes_rate IS NOT NULL))
);

CREATE INDEX trading_markets_live ON trading_markets (event_id) WHERE status = 'live';
CREATE INDEX trading_markets_event_change ON trading_markets (event_id, change_no);
-- One live bookmaker per event.
CREATE UNIQUE INDEX trading_markets_one_bookmaker ON trading_markets (event_id) WHERE kind = 'bookmaker' AND status = 'live';

CREATE FUNCTION notify_trading_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trading_change', NEW.event_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER trading_markets_notify AFTER INSERT OR UPDATE ON trading_markets
  FOR EACH ROW EXECUTE FUNCTION notify_trading_change();
