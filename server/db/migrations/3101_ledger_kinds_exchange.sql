-- The exchange's ledger kinds: exchange_hold (money held for a market, negative), exchange_release
-- (held money back: a hedge, a cancel, a lapse, a settlement or a void, positive), exchange_settle (a
-- market's net profit or loss for the player, either sign) and exchange_commission (negative).
-- Numbered in the wallet's range on purpose: the ledger is created by 3001_wallet.sql and its kinds
-- table by 3100, and migrations run in name order.
INSERT INTO ledger_kinds (kind) VALUES ('exchange_hold'), ('exchange_release'), ('exchange_settle'), ('exchange_commission');
