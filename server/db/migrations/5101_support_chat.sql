-- Support chat (issue 14): one conversation per player with the support team. Players see the team as
-- one counterpart; operators answer from the console. Text only (the client shows it as text).
CREATE TABLE support_chats (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  -- open: in the operators' queue; closed: answered and put away (a new player message reopens it).
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_id bigint,
  last_message_at timestamptz,
  -- The first player message since the last reply: the queue's "waiting since" (null: nobody waits).
  waiting_since timestamptz,
  -- The last message id each side has seen: unread counts are the other side's messages after it.
  player_read_id bigint NOT NULL DEFAULT 0,
  support_read_id bigint NOT NULL DEFAULT 0
);
-- The operators' queue: open conversations, the newest waiting first.
CREATE INDEX support_chats_queue_idx ON support_chats (status, waiting_since DESC NULLS LAST, last_message_at DESC);

CREATE TABLE support_chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chat_id bigint NOT NULL REFERENCES support_chats(id) ON DELETE CASCADE,
  -- The real author: the player, or the operator who answered (players see the team, not the operator).
  sender_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  from_support boolean NOT NULL,
  content text NOT NULL CHECK (length(btrim(content)) > 0 AND length(content) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_chat_messages_chat_idx ON support_chat_messages (chat_id, id);
