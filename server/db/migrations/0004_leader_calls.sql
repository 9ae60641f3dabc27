-- Several server processes over one PostgreSQL (docs/decisions/0115): the calls that must run in the
-- leader process (the one holding the advisory lock: it owns the exchange simulator's book, the bet
-- engine and the crash round) are handed to it through this table when a follower receives them.
-- The follower inserts a row and NOTIFYs leader_calls; the leader claims it (waiting -> running),
-- runs it, stores the answer or the refusal, and NOTIFYs leader_answers. Old rows are pruned by the leader.
CREATE TABLE leader_calls (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  args jsonb NOT NULL,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'done')),
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX leader_calls_waiting_idx ON leader_calls (id) WHERE state = 'waiting';
CREATE INDEX leader_calls_created_idx ON leader_calls (created_at);

-- The crash round as the leader last showed it (its snapshot after every event: new game, start, bet,
-- cash-out, crash), so a follower's players see the same round; NOTIFY crash_state wakes the followers.
CREATE TABLE crash_round_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
