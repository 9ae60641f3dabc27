-- The sandbox gateway implements the whole gateway interface (issue 14, server/payments/gateway.ts): a
-- payment not decided within its timer expires, and an approved payment can be refunded. Numbered in the
-- account-safety range (the e-wallet deposit finished is that work); sandbox_payments is created by 3001
-- and migrations run in name order.
ALTER TABLE sandbox_payments DROP CONSTRAINT sandbox_payments_status_check;
ALTER TABLE sandbox_payments ADD CONSTRAINT sandbox_payments_status_check
  CHECK (status IN ('pending', 'approved', 'declined', 'expired'));
ALTER TABLE sandbox_payments ADD COLUMN refunded_at timestamptz;
ALTER TABLE sandbox_payments ADD COLUMN refund_reason text;
