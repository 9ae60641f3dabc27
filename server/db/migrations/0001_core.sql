-- Core: people (players and operators) and their sessions, and the wallet account that holds
-- each player's balance. Money is integer poisha (1 taka = 100 poisha) everywhere.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'operator')),
  name text NOT NULL DEFAULT '',
  phone text,
  phone_verified_at timestamptz,
  email text,
  email_verified_at timestamptz,
  dofb date,
  currency text NOT NULL DEFAULT 'BDT' CHECK (currency IN ('BDT', 'INR', 'PKR')),
  status text NOT NULL DEFAULT 'active',
  vip_coin integer NOT NULL DEFAULT 0 CHECK (vip_coin >= 0),
  cash_bonus_poisha bigint NOT NULL DEFAULT 0 CHECK (cash_bonus_poisha >= 0),
  referral_code text NOT NULL,
  referred_by text,
  agent_code text,
  affiliate_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_referral_code_key ON users (referral_code);

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- sha256 of the bearer token; the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- The player's spendable balance. The ledger (wallet area) is the record of every movement;
-- this row is its running sum, updated in the same transaction, and can never go negative.
CREATE TABLE wallet_accounts (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  balance_poisha bigint NOT NULL DEFAULT 0 CHECK (balance_poisha >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
