// The operator console's support-chat and Safer play calls, parsed by contracts/chat.ts and
// contracts/safer-play.ts. The Safer play view is read only: there is no call that changes a player's
// limits or lifts a break.
import {
  operatorChatCloseResponseSchema,
  operatorChatQueueResponseSchema,
  operatorChatReplyResponseSchema,
  operatorChatThreadResponseSchema,
  type OperatorChat,
} from '../../../contracts/chat.ts';
import { operatorSaferPlayResponseSchema } from '../../../contracts/safer-play.ts';
import { getJson, postJson } from '../../lib/api.ts';

export const getChatQueue = async (status: OperatorChat['status']) =>
  (await getJson(operatorChatQueueResponseSchema, 'operator/support-chats', { status })).data;
export const getChatThread = (chatId: number) => getJson(operatorChatThreadResponseSchema, `operator/support-chats/${chatId}`);
export const replyToChat = async (chatId: number, content: string) =>
  (await postJson(operatorChatReplyResponseSchema, `operator/support-chats/${chatId}/reply`, { content })).data;
export const closeChat = async (chatId: number) => (await postJson(operatorChatCloseResponseSchema, `operator/support-chats/${chatId}/close`)).chat;

export const getSaferPlayPlayers = async (username: string) =>
  (await getJson(operatorSaferPlayResponseSchema, 'operator/safer-play', username ? { username } : undefined)).data;
