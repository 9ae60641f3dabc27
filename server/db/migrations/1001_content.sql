-- Site content behind the public lookups (spec part 2 §7.1): settings, sliders, the game catalogue,
-- and the per-player market block an upline sets.

-- One row per setting; value is JSON so a list (notices) and a string share one table.
CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sliders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slider_type text NOT NULL CHECK (slider_type IN ('Main', 'Favourite', 'Features')),
  name text NOT NULL,
  link text NOT NULL,
  thumbnail text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX sliders_type_order ON sliders (slider_type, sort_order);

CREATE TABLE game_providers (
  platform text PRIMARY KEY CHECK (platform ~ '^[A-Z0-9_]{1,32}$'),
  name text NOT NULL,
  logo text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE game_catalogue (
  code text PRIMARY KEY,
  name text NOT NULL,
  platform text NOT NULL REFERENCES game_providers (platform),
  type text NOT NULL CHECK (type IN ('SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO')),
  thumbnail text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX game_catalogue_type_platform ON game_catalogue (type, platform, sort_order);

-- No row means both sections open (the default for every player).
CREATE TABLE market_blocks (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  exchange_market smallint NOT NULL DEFAULT 1 CHECK (exchange_market IN (0, 1)),
  cs_market smallint NOT NULL DEFAULT 1 CHECK (cs_market IN (0, 1)),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
