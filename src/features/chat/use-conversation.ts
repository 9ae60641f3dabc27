// A conversation kept fresh while it is on screen: the whole thread once, then every CHAT_POLL_MS only
// what came after the last message held (an empty poll is a few bytes), paused while the tab is hidden
// and caught up the moment it shows again, so a reply appears within 10 s. Sending appends at once.
import { useCallback, useRef } from 'react';
import { CHAT_POLL_MS, type ChatMessage } from '../../../contracts/chat.ts';
import { useRead } from '../../lib/use-read.ts';
import { getMessages, sendMessage } from './api.ts';

export interface Conversation {
  messages: ChatMessage[] | null;
  /** The thread could not be read and nothing of it is held. */
  failed: boolean;
  send: (content: string) => Promise<void>;
}

/** Adds messages not held yet, in id order (a poll and a send may both bring the same one). */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const ids = new Set(held.map((m) => m.id));
  const fresh = incoming.filter((m) => !ids.has(m.id));
  return fresh.length === 0 ? held : [...held, ...fresh].sort((a, b) => a.id - b.id);
}

export function useConversation(chatId: number | null): Conversation {
  /** The messages held for the chat on screen: each poll asks only for what came after them. */
  const held = useRef<{ chatId: number | null; messages: ChatMessage[] }>({ chatId, messages: [] });
  const heldFor = (id: number) => {
    if (held.current.chatId !== id) held.current = { chatId: id, messages: [] };
    return held.current;
  };
  const read = useRead(
    chatId === null ? null : `chat:thread:${chatId}`,
    async () => {
      const mine = heldFor(chatId as number);
      mine.messages = mergeMessages(mine.messages, await getMessages(chatId as number, mine.messages.at(-1)?.id));
      return mine.messages;
    },
    { every: CHAT_POLL_MS, onlyVisible: true },
  );
  const { update } = read;

  const send = useCallback(
    async (content: string) => {
      if (chatId === null) return;
      const sent = await sendMessage(chatId, content);
      const mine = heldFor(chatId);
      mine.messages = mergeMessages(mine.messages, [sent]);
      update(() => mine.messages);
    },
    [chatId, update],
  );

  return { messages: read.data ?? null, failed: read.data === undefined && read.error !== undefined, send };
}
