-- Four eyes: the owner's withdrawal amount above which a withdrawal needs a second staff member's
-- approval, the first approval of such a withdrawal, and the reason an adjustment was refused.
-- This file runs before the wallet's (3001) creates withdrawal_requests and before 2800 creates
-- balance_adjustment_requests, so neither table is referenced by a foreign key here.

CREATE TABLE four_eyes_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  withdrawal_threshold_poisha bigint NOT NULL CHECK (withdrawal_threshold_poisha >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users(id) ON DELETE SET NULL
);
-- ৳10,000: below the default most a player may withdraw at once (৳25,000), so the rule bites from day one.
INSERT INTO four_eyes_settings (id, withdrawal_threshold_poisha) VALUES (1, 1000000);

-- One row per withdrawal that has had its first of two approvals: the primary key makes a second
-- "first" approval impossible, and the withdrawal stays pending (its hold in place) until the second.
CREATE TABLE withdrawal_first_approvals (
  withdrawal_id bigint PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES users(id),
  approved_at timestamptz NOT NULL DEFAULT now()
);

-- The reason given when an adjustment request is refused (the request row keeps the status).
CREATE TABLE balance_adjustment_rejections (
  request_id bigint PRIMARY KEY,
  reason text NOT NULL
);
