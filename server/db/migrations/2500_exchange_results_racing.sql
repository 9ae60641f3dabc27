-- Races settle into the Result tab too, once a market source carries them (horse and greyhound racing).
ALTER TABLE exchange_results DROP CONSTRAINT IF EXISTS exchange_results_sport_check;
ALTER TABLE exchange_results ADD CONSTRAINT exchange_results_sport_check
  CHECK (sport IN ('cricket', 'soccer', 'tennis', 'horse-racing', 'greyhound-racing'));
