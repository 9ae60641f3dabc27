-- The stake range per market type moves from exchange_settings to the risk limits' site defaults (every
-- sport, one row per kind), which are checked on every bet: one place holds a stake range and enforces it
-- (docs/decisions/0295). Until now a bet had to pass both, so the range in force was the narrower of the
-- two; the default rows take exactly that range before the old columns go.
UPDATE risk_limits r
SET min_stake_poisha = GREATEST(COALESCE(r.min_stake_poisha, s.min_stake_poisha), s.min_stake_poisha),
    max_stake_poisha = LEAST(COALESCE(r.max_stake_poisha, s.max_stake_poisha), s.max_stake_poisha)
FROM exchange_settings s
WHERE r.scope = 'default' AND r.sport = '*' AND r.market_kind = s.market_type;

ALTER TABLE exchange_settings DROP COLUMN min_stake_poisha, DROP COLUMN max_stake_poisha;
