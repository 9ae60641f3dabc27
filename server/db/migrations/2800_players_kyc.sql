-- The back office's players, KYC and reports. Money is integer poisha.

-- Player search by the start of a username, e-mail, phone or agent code: prefix indexes (text_pattern_ops,
-- so LIKE 'abc%' uses them whatever the database's collation is).
CREATE INDEX users_username_prefix_idx ON users (lower(username) text_pattern_ops);
CREATE INDEX users_email_prefix_idx ON users (lower(email) text_pattern_ops) WHERE email IS NOT NULL;
CREATE INDEX users_phone_prefix_idx ON users (phone text_pattern_ops) WHERE phone IS NOT NULL;
CREATE INDEX users_agent_code_idx ON users (lower(agent_code)) WHERE agent_code IS NOT NULL;
CREATE INDEX user_phones_phone_prefix_idx ON user_phones (phone text_pattern_ops);
-- Reports count sign-ups by day.
CREATE INDEX users_created_at_idx ON users (created_at);

-- A password reset by staff: the old password stops opening the account until the player sets a new one
-- through the code sent to their phone or e-mail (the forgotten-password flow clears it).
ALTER TABLE users ADD COLUMN password_reset_required boolean NOT NULL DEFAULT false;

-- Notes staff write on a player. Append-only from the routes (no edit, no delete).
CREATE TABLE player_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  staff_id bigint REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_user_idx ON player_notes (user_id, id DESC);

-- A manual balance adjustment asked by one staff member; it moves money only once a second one approves it.
CREATE TABLE balance_adjustment_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_poisha bigint NOT NULL CHECK (amount_poisha <> 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_by bigint REFERENCES users(id) ON DELETE SET NULL,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX balance_adjustment_requests_pending_idx ON balance_adjustment_requests (created_at) WHERE status = 'pending';
CREATE INDEX balance_adjustment_requests_user_idx ON balance_adjustment_requests (user_id, id DESC);

-- KYC: one submission is an identity document (a national ID card's two sides, or a passport's photo
-- page) and a selfie. Files live under the upload folder with random names; only staff routes serve them.
CREATE TABLE kyc_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document_kind text NOT NULL CHECK (document_kind IN ('national_id', 'passport')),
  full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 100),
  document_number text NOT NULL CHECK (length(document_number) BETWEEN 1 AND 30),
  front_path text NOT NULL,
  back_path text,
  selfie_path text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- A catalogue key, so the player reads the reason in their own language.
  reject_reason text,
  decided_by bigint REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((document_kind = 'national_id') = (back_path IS NOT NULL)),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
);
CREATE INDEX kyc_submissions_user_idx ON kyc_submissions (user_id, id DESC);
CREATE INDEX kyc_submissions_pending_idx ON kyc_submissions (created_at) WHERE status = 'pending';
-- One submission waits at a time per player: a second upload while one is pending is refused.
CREATE UNIQUE INDEX kyc_submissions_one_pending ON kyc_submissions (user_id) WHERE status = 'pending';

-- The owner's setting: a withdrawal above this amount needs approved KYC.
CREATE TABLE kyc_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  withdrawal_threshold_poisha bigint NOT NULL CHECK (withdrawal_threshold_poisha >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users(id) ON DELETE SET NULL
);
INSERT INTO kyc_settings (id, withdrawal_threshold_poisha) VALUES (1, 2000000);

-- The name the player gave for the wallet account a withdrawal is paid to, and whether it differs from the
-- KYC-verified name: a mismatch is shown to the cashier, not refused. Its own table, written in the same
-- transaction as the request: this file runs before the wallet's (3001) creates withdrawal_requests.
CREATE TABLE withdrawal_name_checks (
  withdrawal_id bigint PRIMARY KEY,
  account_name text NOT NULL,
  name_mismatch boolean NOT NULL
);
