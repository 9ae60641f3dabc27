-- Accounts: extra phones, verification codes, the delivery outbox and log-in failures.
CREATE TABLE user_phones (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  phone text NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One phone belongs to one account, whether it is a main phone (users.phone) or an extra one.
CREATE UNIQUE INDEX user_phones_phone_key ON user_phones (phone);
CREATE INDEX user_phones_user_idx ON user_phones (user_id);

-- A code is bound to (user, purpose, target); only its sha256 is stored.
CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_phone', 'verify_email', 'verify_extra_phone', 'reset_password')),
  target text NOT NULL,
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_lookup_idx ON verification_codes (user_id, purpose, created_at);

-- What the default delivery adapter "sent": an operator reads it at GET /api/operator/outbox.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed log-ins, counted per account (lower-cased username) and per address in a window.
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('account', 'address')),
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (kind, key, created_at);
