-- Staff of the back office: a role per staff account, the second factor every staff log-in needs, and the
-- audit trail of what staff changed (docs/decisions/0225 to 0228).

-- Every account with role 'operator' is staff and has a staff role; the operator that existed is the owner.
ALTER TABLE users ADD COLUMN staff_role text
  CHECK (staff_role IN ('owner', 'admin', 'cashier', 'trader', 'risk', 'support', 'read_only'));
UPDATE users SET staff_role = 'owner' WHERE role = 'operator';
ALTER TABLE users ADD CONSTRAINT users_staff_role_only_staff CHECK ((role = 'operator') = (staff_role IS NOT NULL));

-- A staff role change ends the account's cached sessions everywhere, as a status change does (migration 0005).
DROP TRIGGER users_access_change_notify ON users;
CREATE TRIGGER users_access_change_notify AFTER UPDATE OF status, role, username, staff_role OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();

-- The TOTP secret (RFC 6238) of a staff account. `confirmed_at` is set by the first right code; until then
-- the secret may be replaced by a new enrolment. `last_step` is the newest time-step accepted: a code of
-- that step or an older one is refused (no replay). `failures` counts wrong codes since the last right one;
-- at the limit the account's second factor is locked until `locked_until`.
CREATE TABLE staff_second_factors (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz
);

-- One-time recovery codes, stored as sha256 of the code; `used_at` set once, by a conditional update.
CREATE TABLE staff_recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_recovery_codes_user_idx ON staff_recovery_codes (user_id);

-- Between the password and the second factor: a short-lived challenge (stored as its sha256), never a session.
CREATE TABLE staff_login_challenges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);

-- The audit trail: append-only and hash-chained. `seq` and both hashes are set by the trigger below, under
-- a transaction-scoped lock, so two concurrent writers cannot both follow the same entry (the chain cannot
-- fork; `seq` is unique besides). No UPDATE, DELETE or TRUNCATE is accepted, whoever sends it.
CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seq bigint NOT NULL UNIQUE,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id bigint,
  actor_username text NOT NULL,
  actor_role text NOT NULL,
  action text NOT NULL,
  object_type text NOT NULL,
  object_id text NOT NULL,
  before jsonb,
  after jsonb,
  address text NOT NULL DEFAULT '',
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX staff_audit_actor_idx ON staff_audit (actor_username, seq);
CREATE INDEX staff_audit_object_idx ON staff_audit (object_type, object_id, seq);
CREATE INDEX staff_audit_at_idx ON staff_audit (at);

-- The text an entry's hash is taken over. server/operator/audit/verify.ts rebuilds the same text in
-- TypeScript from the stored columns, so a checker does not have to trust this function.
CREATE FUNCTION staff_audit_text(e staff_audit) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(E'\n', e.seq::text, e.prev_hash, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    coalesce(e.actor_id::text, ''), e.actor_username, e.actor_role, e.action, e.object_type, e.object_id,
    coalesce(e.before::text, 'null'), coalesce(e.after::text, 'null'), e.address)
$$;

CREATE FUNCTION staff_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last staff_audit;
BEGIN
  -- One writer at a time until commit; each statement below takes a fresh snapshot, so it sees the
  -- entry the previous lock holder committed.
  PERFORM pg_advisory_xact_lock(7270027);
  SELECT * INTO last FROM staff_audit ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last.seq, 0) + 1;
  NEW.prev_hash := coalesce(last.hash, repeat('0', 64));
  NEW.hash := encode(sha256(convert_to(staff_audit_text(NEW), 'UTF8')), 'hex');
  RETURN NEW;
END
$$;
CREATE TRIGGER staff_audit_chain BEFORE INSERT ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_chain();

CREATE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_refuse_change();
