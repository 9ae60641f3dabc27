// The player's conversations kept fresh while /chat or /chat-list is on screen: loaded at once, then
// every CHAT_POLL_MS while the page is visible, so a support reply (its text and unread mark) shows
// within 10 s there too, not only inside the conversation. null until the first answer.
import { useEffect, useState } from 'react';
import { CHAT_POLL_MS, type ChatSummary } from '../../../contracts/chat.ts';
import { getChats } from './api.ts';

export function useChats(): ChatSummary[] | null {
  const [chats, setChats] = useState<ChatSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      if (document.visibilityState === 'hidden') return;
      // A failure is only logged by the spec: what is on screen stays, and a first failure shows 'No Data'.
      getChats().then(
        (list) => {
          if (live) setChats(list);
        },
        () => {
          if (live) setChats((held) => held ?? []);
        },
      );
    };
    load();
    const id = setInterval(load, CHAT_POLL_MS);
    const onShow = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      live = false;
      clearInterval(id);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, []);
  return chats;
}
