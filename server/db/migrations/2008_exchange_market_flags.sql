-- A market whose bets nothing can settle any more (the feed no longer has its event: a fresh simulator run
-- after a long outage, a real feed that dropped it) is never voided by itself: it waits for the operator,
-- flagged with why (a catalogue key, contracts/messages/exchange.ts), and shows first on the operator's
-- exchange desk, who voids or settles it by hand. Its bets and the money held for them stay as they are.
ALTER TABLE exchange_markets ADD COLUMN flagged text;
ALTER TABLE exchange_markets ADD COLUMN flagged_at timestamptz;
CREATE INDEX exchange_markets_flagged_idx ON exchange_markets (flagged_at) WHERE flagged IS NOT NULL AND status = 'open';
