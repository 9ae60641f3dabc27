-- The exchange's ledger kinds: exchange_hold (money held for a market, negative), exchange_release
-- (held money back: a hedge, a cancel, a lapse, a settlement or a void, positive), exchange_settle (a
-- market's net profit or loss for the player, either sign) and exchange_commission (negative).
-- The constraint is replaced whole; another area adds its kinds the same way, so merging lists both.
-- Numbered in the wallet's range on purpose: ledger_entries is created by 3001_wallet.sql, and
-- migrations run in name order, so an exchange-range (2xxx) file would run before the table exists.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (
  'deposit', 'bonus', 'withdrawal_hold', 'withdrawal_release', 'play', 'adjustment',
  'exchange_hold', 'exchange_release', 'exchange_settle', 'exchange_commission'
));
