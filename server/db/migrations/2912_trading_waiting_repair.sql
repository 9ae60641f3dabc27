-- Lines rolled back before a line could wait (2911) still say settled or void while their exchange market
-- was reopened by the roll back: the money was reversed, the mark never made. They wait for a new result.
-- A line's market key is the one server/exchange/trading/traded-keys.ts files its bets under.
UPDATE trading_markets t
SET status = 'waiting'
FROM exchange_markets m
WHERE t.status IN ('settled', 'void')
  AND m.status = 'open'
  AND m.market_key = CASE
    WHEN t.kind = 'bookmaker' THEN 'TB' || t.id
    ELSE t.event_id || ':T' || t.id || '.' || CASE WHEN t.kind = 'oddeven' THEN 'parity' ELSE 'runs' END
  END;
