-- The inbox (spec part 1 §2 /inbox, part 2 §7.6): the player's messages are the rows of
-- player_notifications (3001), which the wallet already writes on every deposit and withdrawal
-- decision. This adds what the inbox needs on top:
--  - vars: the values of a system message's text, so the client can show it in either language
--    (the message's catalogue key is its kind);
--  - title_bn / body_bn: an operator's message in Bangla beside the English title and body;
--  - operator_message_id: which operator send made the row (one send to all players makes one row
--    per player, so each player reads and deletes their own copy);
--  - deleted_at: a deleted message is hidden from the player but kept for the record.
CREATE TABLE operator_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('one', 'all')),
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  title text NOT NULL,
  body text NOT NULL,
  title_bn text NOT NULL DEFAULT '',
  body_bn text NOT NULL DEFAULT '',
  recipients integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  sent_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((audience = 'one') = (user_id IS NOT NULL))
);

ALTER TABLE player_notifications
  ADD COLUMN vars jsonb,
  ADD COLUMN title_bn text NOT NULL DEFAULT '',
  ADD COLUMN body_bn text NOT NULL DEFAULT '',
  ADD COLUMN operator_message_id bigint REFERENCES operator_messages(id) ON DELETE CASCADE,
  ADD COLUMN deleted_at timestamptz;

-- The player's visible messages, newest first, a page at a time.
CREATE INDEX player_notifications_inbox_idx ON player_notifications (user_id, id DESC) WHERE deleted_at IS NULL;
