-- Wallet: payment methods and agent wallet numbers, limits, promotions, deposit and withdrawal
-- requests, the append-only ledger, turnover requirements, idempotency keys, player notifications
-- and the sandbox payment gateway's payments. Money is integer poisha.

CREATE TABLE payment_methods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  icon text NOT NULL DEFAULT '',
  account_type text NOT NULL CHECK (account_type IN ('Send Money', 'CashOut', 'Merchant')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  sort_order integer NOT NULL DEFAULT 0
);

-- The agent numbers that get-wallet-number hands out (least recently used first).
CREATE TABLE wallet_numbers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_method_id bigint NOT NULL REFERENCES payment_methods(id) ON DELETE CASCADE,
  account_number text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  last_used_at timestamptz
);

-- One row (id = 1): the configurable deposit and withdrawal ranges.
CREATE TABLE wallet_limits (
  id integer PRIMARY KEY CHECK (id = 1),
  deposit_min_poisha bigint NOT NULL CHECK (deposit_min_poisha > 0),
  deposit_max_poisha bigint NOT NULL,
  withdraw_min_poisha bigint NOT NULL CHECK (withdraw_min_poisha > 0),
  withdraw_max_poisha bigint NOT NULL,
  CHECK (deposit_min_poisha <= deposit_max_poisha AND withdraw_min_poisha <= withdraw_max_poisha)
);
INSERT INTO wallet_limits VALUES (1, 10000, 2500000, 50000, 2500000);

-- deposit_bonus_bp: the spec's deposit_bouns percent x 100; turnover_x100: the turnover multiple x 100.
CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  thumbnail text NOT NULL DEFAULT '',
  start_date date NOT NULL,
  end_date date NOT NULL,
  status text NOT NULL DEFAULT 'display' CHECK (status IN ('active', 'display', 'inactive')),
  deposit_bonus_bp integer NOT NULL DEFAULT 0 CHECK (deposit_bonus_bp >= 0),
  turnover_x100 integer NOT NULL DEFAULT 100 CHECK (turnover_x100 >= 0),
  category integer NOT NULL DEFAULT 99
);

CREATE TABLE deposit_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  channel text NOT NULL DEFAULT 'manual' CHECK (channel IN ('manual', 'ewallet')),
  payment_method_id bigint REFERENCES payment_methods(id) ON DELETE SET NULL,
  wallet_number_id bigint REFERENCES wallet_numbers(id) ON DELETE SET NULL,
  account_number text,
  transaction_id text,
  promotion_id bigint REFERENCES promotions(id) ON DELETE SET NULL,
  provider text NOT NULL DEFAULT '',
  account_type text NOT NULL DEFAULT '',
  receipt_path text,
  receipt_mime text,
  gateway_ref text UNIQUE,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL
);
-- At most one pending deposit per player, enforced by the database.
CREATE UNIQUE INDEX deposit_requests_one_pending ON deposit_requests (user_id) WHERE status = 'pending';
CREATE INDEX deposit_requests_status_idx ON deposit_requests (status, created_at);

CREATE TABLE withdrawal_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  account_number text NOT NULL,
  payment_method_id bigint REFERENCES payment_methods(id) ON DELETE SET NULL,
  provider text NOT NULL DEFAULT '',
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX withdrawal_requests_one_pending ON withdrawal_requests (user_id) WHERE status = 'pending';
CREATE INDEX withdrawal_requests_status_idx ON withdrawal_requests (status, created_at);

CREATE TABLE turnover_requirements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  deposit_id bigint NOT NULL UNIQUE REFERENCES deposit_requests(id) ON DELETE CASCADE,
  promotion_id bigint REFERENCES promotions(id) ON DELETE SET NULL,
  required_poisha bigint NOT NULL CHECK (required_poisha >= 0),
  remaining_poisha bigint NOT NULL CHECK (remaining_poisha >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'complete')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX turnover_requirements_user_idx ON turnover_requirements (user_id, status);

-- Every movement of a player's balance; wallet_accounts.balance_poisha is their running sum.
-- A withdrawal hold is a negative entry; a rejection releases it with a positive one.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_poisha bigint NOT NULL CHECK (amount_poisha <> 0),
  kind text NOT NULL CHECK (kind IN ('deposit', 'bonus', 'withdrawal_hold', 'withdrawal_release', 'play', 'adjustment')),
  deposit_id bigint REFERENCES deposit_requests(id),
  withdrawal_id bigint REFERENCES withdrawal_requests(id),
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, id);
-- A request moves money of one kind once, whatever retries or double clicks happen.
CREATE UNIQUE INDEX ledger_entries_deposit_once ON ledger_entries (deposit_id, kind) WHERE deposit_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_entries_withdrawal_once ON ledger_entries (withdrawal_id, kind) WHERE withdrawal_id IS NOT NULL;

-- Append-only: corrections are new entries, never edits.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- Idempotency-Key store: written in the same transaction as the effect it guards.
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  route text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Messages to the player about their requests; the inbox area reads them once it exists.
CREATE TABLE player_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  deposit_id bigint REFERENCES deposit_requests(id) ON DELETE CASCADE,
  withdrawal_id bigint REFERENCES withdrawal_requests(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX player_notifications_user_idx ON player_notifications (user_id, id);

-- The sandbox gateway's side: the payer's decision on a payment page.
CREATE TABLE sandbox_payments (
  ref text PRIMARY KEY,
  amount_poisha bigint NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
