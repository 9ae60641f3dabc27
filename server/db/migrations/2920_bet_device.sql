-- The device a bet came from, as the client names it: a random id the browser keeps for the site, sent
-- with each bet. Only a risk signal (many accounts betting from one device), never an identity or a key
-- to anything: a client can send what it likes, so nothing is granted or refused by it.
ALTER TABLE exchange_bets ADD COLUMN device_id text CHECK (device_id ~ '^[A-Za-z0-9-]{8,64}$');
CREATE INDEX exchange_bets_device ON exchange_bets (device_id, placed_at) WHERE device_id IS NOT NULL;

ALTER TABLE risk_flags DROP CONSTRAINT risk_flags_rule_check;
ALTER TABLE risk_flags ADD CONSTRAINT risk_flags_rule_check
  CHECK (rule IN ('repeat_bet', 'before_suspend', 'shared_address', 'shared_device', 'stale_win'));
