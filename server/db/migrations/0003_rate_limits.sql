-- Atomic limits (server/services/rate-limits.ts): counters per (key, fixed window) and "gap" gates
-- (at most one pass per key per gap). Both are updated by single conditional statements, so a
-- limit holds however many requests arrive at once. Rows past expires_at are pruned by a sweep.
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_expiry_idx ON rate_limit_counters (expires_at);

CREATE TABLE rate_limit_gates (
  key text PRIMARY KEY,
  last_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_gates_expiry_idx ON rate_limit_gates (expires_at);

-- Log-in failures are counted by rate_limit_counters now (docs/decisions/0015).
DROP TABLE login_failures;
