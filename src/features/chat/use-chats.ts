// The player's conversations kept fresh while /chat or /chat-list is on screen: read at once, then every
// CHAT_POLL_MS while the page is visible, so a support reply (its text and unread mark) shows within 10 s
// there too, not only inside the conversation.
import { CHAT_POLL_MS } from '../../../contracts/chat.ts';
import { useRead } from '../../lib/use-read.ts';
import { getChats } from './api.ts';

export const useChats = () => useRead('chat:list', getChats, { every: CHAT_POLL_MS, onlyVisible: true });
