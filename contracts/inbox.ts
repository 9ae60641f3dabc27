// The inbox.
// A message carries the wire's fields (id, title, message, is_read, created_at) and, so the client can
// show it in the reader's language: the Bangla title and text of an operator's message, or, for a
// message the system wrote (deposit or withdrawal decided), its catalogue key and values.
import { z } from 'zod';
import { remoteIdSchema } from './common.ts';
import { idSchema, textSchema, wholeNumberSchema } from './fields.ts';
import { commonMessages as C } from './messages/common.ts';
import { engagementMessages as E } from './messages/engagement.ts';

export const INBOX_POLL_MS = 10_000;
export const INBOX_PAGE_SIZE = 10;

export const inboxMessageSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  title_bn: z.string(),
  message_bn: z.string(),
  /** A system message's catalogue key (contracts/messages) and its values; null for an operator's. */
  code: z.string().nullable(),
  vars: z.record(z.string(), z.string()).nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxQuerySchema = z.object({
  remote_id: remoteIdSchema.optional(),
  page: wholeNumberSchema({ min: 1, max: 100_000 }).optional().default(1),
});
export const inboxPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(inboxMessageSchema), current_page: z.number(), last_page: z.number(), total: z.number(), unread: z.number() }),
});
export type InboxPage = z.infer<typeof inboxPageResponseSchema>['data'];
export const inboxIdParamsSchema = z.object({ id: idSchema(E.messageNotFound) });
export const inboxMessageResponseSchema = z.object({ success: z.literal(true), data: inboxMessageSchema });
export const inboxChangeResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ---- operator: send to one player or to all
export const operatorMessageInputSchema = z
  .object({
    audience: z.enum(['one', 'all'], { error: E.messageRecipientRequired }),
    username: textSchema({ max: 40 }).optional(),
    title: textSchema({ max: 120, error: E.messageTitleRequired }).min(1, E.messageTitleRequired),
    message: textSchema({ max: 5000, multiline: true, error: E.messageBodyRequired }).min(1, E.messageBodyRequired),
    title_bn: textSchema({ max: 120 }).default(''),
    message_bn: textSchema({ max: 5000, multiline: true }).default(''),
  })
  .refine((m) => m.audience === 'all' || Boolean(m.username?.trim()), { message: E.messageRecipientRequired, path: ['username'] });
export type OperatorMessageInput = z.input<typeof operatorMessageInputSchema>;

export const operatorMessageSchema = z.object({
  id: z.number(),
  audience: z.enum(['one', 'all']),
  username: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  title_bn: z.string(),
  message_bn: z.string(),
  recipients: z.number(),
  read: z.number(),
  created_at: z.string(),
});
export const operatorMessageSentSchema = z.object({ message: z.string(), data: operatorMessageSchema });
export const operatorMessageListSchema = z.object({ data: z.array(operatorMessageSchema) });
export const operatorMessageListQuerySchema = z.object({
  limit: wholeNumberSchema({ min: 1, max: 200, outOfRange: C.numberOutOfRange }).optional().default(50),
});
