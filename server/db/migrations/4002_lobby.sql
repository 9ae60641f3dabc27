-- The lobby (issue 13): what a game tile carries beyond the spec's code, name, platform and type,
-- the players' favourites, and the plays that rank "Recommend". Recently played is read from the
-- launches themselves (game_sessions), so it needs no table of its own.

-- Tags are lower-case slugs the client translates (fair, jackpot, crash, arcade, ...); launched_on is
-- the day the game came out (the lobby's "Latest" sort). Filled for seeded games by server/seed/games.ts.
ALTER TABLE game_catalogue ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
ALTER TABLE game_catalogue ADD COLUMN launched_on date;
CREATE INDEX game_catalogue_launched_idx ON game_catalogue (launched_on);

-- Plays per game per Asia/Dhaka day: a launch adds one in a single upsert, so two launches at once
-- never lose a count. "Recommend" sums the last seven days.
CREATE TABLE game_plays_daily (
  game_code text NOT NULL REFERENCES game_catalogue (code) ON DELETE CASCADE,
  day date NOT NULL,
  plays integer NOT NULL DEFAULT 0 CHECK (plays >= 0),
  PRIMARY KEY (game_code, day)
);
CREATE INDEX game_plays_daily_day_idx ON game_plays_daily (day);

-- A player's favourite games (the heart on a tile), stored on the server so they follow the player
-- from phone to desktop.
CREATE TABLE game_favourites (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES game_catalogue (code) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_code)
);

-- Recently played reads a player's launches newest first.
CREATE INDEX game_sessions_user_recent_idx ON game_sessions (user_id, created_at DESC);

-- A house instant round (slot spin, Jhandi Munda throw) may carry the Idempotency-Key its screen sent:
-- a retried request (a phone that lost the answer) gets the same round back instead of a second stake.
-- A round whose stake was refused gives its key up (set back to NULL), so the player can try again.
ALTER TABLE house_rounds ADD COLUMN request_key text;
CREATE UNIQUE INDEX house_rounds_request_key ON house_rounds (user_id, request_key) WHERE request_key IS NOT NULL;
