// The support chat's calls, parsed by contracts/chat.ts. The server takes the sender
// from the session; the ids are sent as the player's client sends them, and never trusted.
import { z } from 'zod';
import {
  chatListResponseSchema,
  chatMessagesResponseSchema,
  openChatResponseSchema,
  sendChatMessageResponseSchema,
  SUPPORT_USER_ID,
  type ChatMessage,
} from '../../../contracts/chat.ts';
import { getJson, postJson } from '../../lib/api.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';

const myId = () => Number(store.get(sessionAtom)?.remote_id ?? 0);

export const getChats = async () => (await getJson(chatListResponseSchema, 'get-chats')).chats;

/** The player's conversation with support (made on first use). */
export const openChat = async () => (await postJson(openChatResponseSchema, 'chats', { user_one_id: myId(), user_two_id: SUPPORT_USER_ID })).chat.id;

/** The conversation, or only the messages after `after` (a poll answers a few bytes when nothing is new). */
export const getMessages = async (chatId: number, after?: number) =>
  (await getJson(chatMessagesResponseSchema, `chats/${chatId}/messages`, after ? { after } : undefined)).messages;

export const sendMessage = async (chatId: number, content: string): Promise<ChatMessage> =>
  (await postJson(sendChatMessageResponseSchema, 'messages', { chat_id: chatId, sender_id: myId(), content })).data;

// The /chat promotion card reads the promotions list; only the fields it shows are parsed, so the
// promotions area can grow its contract freely.
const promotionTeaserSchema = z.object({
  data: z.array(
    z
      .object({ id: z.number(), name: z.string(), desc: z.string(), name_bn: z.string().optional(), desc_bn: z.string().optional(), thumbnail: z.string() })
      .loose(),
  ),
});
export const getPromotionTeasers = async () => (await getJson(promotionTeaserSchema, 'promotion')).data;
