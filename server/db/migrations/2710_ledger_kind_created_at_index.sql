-- The reports read the ledger by kind over a range of Asia/Dhaka days (every figure's WHERE is
-- kind IN (...) AND created_at within the days); without this index each of them scans the whole ledger.
-- Kind first: the rare kinds a report asks for (deposits, bonuses, settlements) are then read alone.
-- Measured in docs/decisions/0250-ledger-report-index.md.
--
-- This file runs before 3001_wallet.sql creates the ledger on a new database, so there it does nothing; a
-- database that already has the ledger gets the index here. A new database needs the same statement after
-- 3001 (see the decision record).
DO $$
BEGIN
  IF to_regclass('ledger_entries') IS NOT NULL THEN
    CREATE INDEX IF NOT EXISTS ledger_entries_kind_created_at_idx ON ledger_entries (kind, created_at);
  END IF;
END
$$;
