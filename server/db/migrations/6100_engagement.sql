-- Account engagement (spec part 1 §2 /vip, /refrrel-program, /promotions; part 2 §7.6, §9):
-- VIP tiers and points, the referral programme, and the promotions' Bangla texts and terms.
-- Money is integer poisha; VIP points are whole numbers (users.vip_coin, 0001).

-- One row (id = 1): the operator's rates.
--  vp_turnover_poisha: the turnover that earns one VIP point (10000 = one point per ৳100 staked);
--  vp_value_poisha: what one point converts to in the main balance (100 = ৳1 a point);
--  referral_share_bp: the referrer's share of a referred player's turnover, in basis points
--  (10 = 0.10 %), credited once a Dhaka day to cash_bonus.
CREATE TABLE engagement_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  vp_turnover_poisha bigint NOT NULL CHECK (vp_turnover_poisha > 0),
  vp_value_poisha integer NOT NULL CHECK (vp_value_poisha > 0),
  referral_share_bp integer NOT NULL CHECK (referral_share_bp >= 0 AND referral_share_bp <= 10000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO engagement_settings (id, vp_turnover_poisha, vp_value_poisha, referral_share_bp) VALUES (1, 10000, 100, 10);

-- VIP levels by lifetime turnover: a player is at the highest tier whose threshold they have reached.
CREATE TABLE vip_tiers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  min_turnover_poisha bigint NOT NULL UNIQUE CHECK (min_turnover_poisha >= 0),
  name text NOT NULL,
  name_bn text NOT NULL,
  benefits text NOT NULL DEFAULT '',
  benefits_bn text NOT NULL DEFAULT ''
);
INSERT INTO vip_tiers (min_turnover_poisha, name, name_bn, benefits, benefits_bn) VALUES
  (0, 'Normal', 'সাধারণ', 'Earn VIP points on every bet.', 'প্রতিটি বাজিতে ভিআইপি পয়েন্ট অর্জন করুন।'),
  (10000000, 'Bronze', 'ব্রোঞ্জ', 'Birthday bonus and priority support.', 'জন্মদিনের বোনাস এবং অগ্রাধিকার সহায়তা।'),
  (100000000, 'Silver', 'সিলভার', 'Faster withdrawals and a monthly bonus.', 'দ্রুত উত্তোলন এবং মাসিক বোনাস।'),
  (500000000, 'Gold', 'গোল্ড', 'A personal account manager and higher limits.', 'ব্যক্তিগত অ্যাকাউন্ট ম্যানেজার এবং উচ্চতর সীমা।');

-- Each player's play as the programmes see it: lifetime turnover (the VIP level) and the turnover
-- not yet turned into a whole VIP point, so small stakes add up instead of rounding away.
CREATE TABLE player_loyalty (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  lifetime_turnover_poisha bigint NOT NULL DEFAULT 0 CHECK (lifetime_turnover_poisha >= 0),
  vp_remainder_poisha bigint NOT NULL DEFAULT 0 CHECK (vp_remainder_poisha >= 0),
  vp_earned integer NOT NULL DEFAULT 0 CHECK (vp_earned >= 0)
);

-- Every conversion of VIP points into the main balance (the ledger entry is its money side).
CREATE TABLE vip_conversions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vip_coin integer NOT NULL CHECK (vip_coin > 0),
  amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vip_conversions_user_idx ON vip_conversions (user_id, id);

-- Points an operator grants by hand (goodwill, a competition prize), with who and why.
CREATE TABLE vip_point_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points > 0),
  reason text NOT NULL,
  granted_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A referred player's turnover per Dhaka day, for their referrer. The daily job prices a finished
-- day once (reward_poisha, credited_at) and adds the reward to the referrer's cash_bonus in the same
-- statement; a row that is credited is never credited again, so running the job twice is harmless.
CREATE TABLE referral_turnover (
  referrer_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  referee_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  turnover_poisha bigint NOT NULL DEFAULT 0 CHECK (turnover_poisha >= 0),
  reward_poisha bigint CHECK (reward_poisha >= 0),
  credited_at timestamptz,
  PRIMARY KEY (referrer_id, referee_id, day)
);
CREATE INDEX referral_turnover_due_idx ON referral_turnover (day) WHERE credited_at IS NULL;

-- Every Claim All: the cash bonus moved into the main balance (the ledger entry is its money side).
CREATE TABLE referral_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_claims_user_idx ON referral_claims (user_id, id);

-- The ledger kinds of a conversion and a claim.
INSERT INTO ledger_kinds (kind) VALUES ('vip_conversion'), ('referral_claim');

-- Promotions in both languages, with the terms the Details popup shows: the Bangla name and
-- description beside the English ones of 3001, and the eligible games in both languages.
CREATE TABLE promotion_texts (
  promotion_id bigint PRIMARY KEY REFERENCES promotions(id) ON DELETE CASCADE,
  name_bn text NOT NULL DEFAULT '',
  description_bn text NOT NULL DEFAULT '',
  eligible_games text NOT NULL DEFAULT '',
  eligible_games_bn text NOT NULL DEFAULT ''
);
