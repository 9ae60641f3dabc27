-- Every change that can end a session's validity (its revocation or deletion, its user's status, role or
-- deletion) is announced with NOTIFY session_change, by the database itself, whatever code or process
-- made it: each server process keeps resolved sessions in memory (server/services/session-cache.ts) and
-- forgets one as soon as it hears this. Delivered when the changing transaction commits.
-- Payload: 'session:<id>' or 'user:<id>'. docs/decisions/0126-session-cache.md.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD.id; ELSE changed := NEW.id; END IF;
  PERFORM pg_notify('session_change', CASE WHEN TG_TABLE_NAME = 'sessions' THEN 'session:' ELSE 'user:' END || changed::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_change_notify AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER users_access_change_notify AFTER UPDATE OF status, role, username OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
