-- Every change of a wallet's balance is announced with NOTIFY balance_change (payload: the user id), by the
-- database itself, whatever code, process or operator SQL made it: each server process keeps balances in
-- memory for POST /api/balance (server/services/balance-cache.ts) and forgets a player's as soon as it
-- hears this. Delivered when the changing transaction commits. docs/decisions/0146.
CREATE FUNCTION notify_balance_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('balance_change', OLD.user_id::text);
  ELSIF TG_OP = 'INSERT' OR OLD.balance_poisha IS DISTINCT FROM NEW.balance_poisha OR OLD.user_id IS DISTINCT FROM NEW.user_id THEN
    PERFORM pg_notify('balance_change', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER wallet_accounts_balance_notify AFTER INSERT OR UPDATE OR DELETE ON wallet_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_balance_change();
