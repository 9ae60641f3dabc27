-- The sandbox gateway locked down (issue 9): a payment belongs to its payer, and every decision on
-- it, including refused attempts from another player's session, is kept for operators.

ALTER TABLE sandbox_payments ADD COLUMN payer_id bigint REFERENCES users(id);
-- Payments made before this migration get their payer from the deposit request that made them.
UPDATE sandbox_payments s SET payer_id = d.user_id FROM deposit_requests d WHERE d.gateway_ref = s.ref;

CREATE TABLE sandbox_decisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ref text NOT NULL REFERENCES sandbox_payments(ref),
  decided_by bigint NOT NULL REFERENCES users(id),
  decision text NOT NULL CHECK (decision IN ('approve', 'decline')),
  -- applied: the payment moved; not_payer: another player's session tried; already_decided: too late.
  outcome text NOT NULL CHECK (outcome IN ('applied', 'not_payer', 'already_decided')),
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_decisions_ref_idx ON sandbox_decisions (ref);
