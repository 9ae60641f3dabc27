// A conversation kept fresh while it is on screen: the whole thread once, then every CHAT_POLL_MS only
// what came after the last message held (an empty poll is a few bytes), paused while the tab is hidden
// and caught up the moment it shows again, so a reply appears within 10 s. Sending appends at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_POLL_MS, type ChatMessage } from '../../../contracts/chat.ts';
import { getMessages, sendMessage } from './api.ts';

export interface Conversation {
  messages: ChatMessage[] | null;
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
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const held = useRef<ChatMessage[]>([]);

  const apply = useCallback((incoming: ChatMessage[]) => {
    held.current = mergeMessages(held.current, incoming);
    setMessages(held.current);
  }, []);

  useEffect(() => {
    if (chatId === null) return undefined;
    let live = true;
    held.current = [];
    const poll = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const incoming = await getMessages(chatId, held.current.at(-1)?.id);
        if (live) {
          apply(incoming);
          setFailed(false);
        }
      } catch {
        // Fetch failures are only logged by the spec; the next tick tries again.
        if (live) setFailed(held.current.length === 0);
      }
    };
    void poll();
    const id = setInterval(() => void poll(), CHAT_POLL_MS);
    const onShow = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      live = false;
      clearInterval(id);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [chatId, apply]);

  const send = useCallback(
    async (content: string) => {
      if (chatId === null) return;
      apply([await sendMessage(chatId, content)]);
    },
    [chatId, apply],
  );

  return { messages, failed, send };
}
