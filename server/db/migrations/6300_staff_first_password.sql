-- A new staff member's first password is a one-off the owner gave: they replace it at their first log-in,
-- after the second factor and before any session (docs/decisions/0302). `factor_passed_at` marks a log-in
-- challenge whose code was right while that step is still to come.
ALTER TABLE users ADD COLUMN staff_password_due boolean NOT NULL DEFAULT false;
ALTER TABLE staff_login_challenges ADD COLUMN factor_passed_at timestamptz;
