-- The reports read the ledger by kind over a range of Asia/Dhaka days (every figure's WHERE is
-- kind IN (...) AND created_at within the days); without this index each of them scans the whole ledger.
-- Kind first: the rare kinds a report asks for (deposits, bonuses, settlements) are then read alone.
-- Measured in docs/decisions/0250-ledger-report-index.md.
CREATE INDEX IF NOT EXISTS ledger_entries_kind_created_at_idx ON ledger_entries (kind, created_at);
