-- Ledger entry kinds as rows of their own table, so each area adds its kinds in its own migration with
-- an INSERT, instead of every area replacing one CHECK list (two areas doing that at once would each
-- drop the other's kinds, depending on the order their files run in).
CREATE TABLE ledger_kinds (kind text PRIMARY KEY);
INSERT INTO ledger_kinds (kind) VALUES ('deposit'), ('bonus'), ('withdrawal_hold'), ('withdrawal_release'), ('play'), ('adjustment');
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_known FOREIGN KEY (kind) REFERENCES ledger_kinds (kind);
