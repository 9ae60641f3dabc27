-- Responsible gambling (issue 14): the player's deposit and loss limits, time-outs and self-exclusions,
-- the reality-check interval, and a log of every change for operators. Money is integer poisha.

-- One row per player, kind and period. `amount_poisha` is in force; a raise or removal waits in
-- `pending_*` until `pending_at` (24 hours later) and is read as in force from then on.
CREATE TABLE rg_limits (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_poisha bigint CHECK (amount_poisha > 0),
  pending_amount_poisha bigint CHECK (pending_amount_poisha > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  -- A pending removal has no amount; a pending raise has one; no pending change has neither.
  CHECK (pending_at IS NOT NULL OR pending_amount_poisha IS NULL)
);

-- Time-outs and self-exclusions. Append-only: a break can be added (or a longer one on top), never
-- shortened or lifted, by anyone. The trigger refuses UPDATE and DELETE, except the cascade when the
-- account itself is deleted.
CREATE TABLE rg_exclusions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX rg_exclusions_user_idx ON rg_exclusions (user_id, ends_at DESC);

CREATE FUNCTION rg_exclusions_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'rg_exclusions cannot be changed or lifted';
END;
$$;
CREATE TRIGGER rg_exclusions_no_change BEFORE UPDATE OR DELETE ON rg_exclusions
  FOR EACH ROW EXECUTE FUNCTION rg_exclusions_keep();

CREATE TABLE rg_settings (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  reality_check_minutes integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes BETWEEN 1 AND 1440),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every change a player made, for operators (what was asked, when, from which address).
CREATE TABLE rg_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rg_events_user_idx ON rg_events (user_id, id);

-- Before this table, an excluded account carried users.status = 'self_excluded', which session
-- resolution refuses: such a player could not even log in to withdraw. Move them here (at least the
-- shortest self-exclusion, from now) and give the account back its active status.
INSERT INTO rg_exclusions (user_id, kind, starts_at, ends_at)
  SELECT id, 'self_exclusion', now(), now() + interval '6 months' FROM users WHERE status = 'self_excluded';
UPDATE users SET status = 'active' WHERE status = 'self_excluded';
