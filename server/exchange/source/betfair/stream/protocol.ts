// The Exchange Stream API's messages as Betfair publishes them (its Swagger schema of the ESA): one JSON object
// per CRLF-terminated line over TLS. Requests carry a client id that the server echoes on its `status` answer
// and, for a subscription, on every change message it sends for it.
import { z } from 'zod';
import type { StreamChangeMessage, StreamChangeType } from './stream-sink.ts';

export interface MarketSubscriptionRequest {
  marketFilter: { eventTypeIds: string[]; countryCodes?: string[]; marketTypes: string[] };
  marketDataFilter: { fields: string[]; ladderLevels?: number };
  heartbeatMs: number;
  conflateMs: number;
}

export const authenticationRequest = (id: number, appKey: string, session: string) => ({ op: 'authentication', id, appKey, session });

/**
 * With both clocks the server resumes where the last connection stopped (a RESUB_DELTA); without them it sends
 * a full image. Segmentation lets it split a large image; the transport joins the segments again.
 */
export const marketSubscriptionRequest = (id: number, sub: MarketSubscriptionRequest, clocks: { initialClk: string; clk: string } | null) => ({
  op: 'marketSubscription',
  id,
  ...sub,
  segmentationEnabled: true,
  ...(clocks ?? {}),
});

/** The sports data stream's cricket scores: not in the ESA schema; the request has no filter or clocks. */
export const cricketSubscriptionRequest = (id: number) => ({ op: 'cricketSubscription', id });

export const encodeLine = (message: object) => `${JSON.stringify(message)}\r\n`;

const changeTypeSchema = z.enum(['SUB_IMAGE', 'RESUB_DELTA', 'HEARTBEAT']);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

const connectionSchema = z.object({ op: z.literal('connection'), connectionId: z.string().optional() });

const statusSchema = z.object({
  op: z.literal('status'),
  id: z.number().int().optional(),
  statusCode: z.enum(['SUCCESS', 'FAILURE']),
  // Kept as a string: a code Betfair adds later must still be logged and retried, not rejected as bad input.
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
  connectionClosed: z.boolean().optional(),
  connectionsAvailable: z.number().int().optional(),
  connectionId: z.string().optional(),
});

const envelope = {
  id: nullable(z.number().int()),
  // A heartbeat or a middle segment may come without a publish time; the transport keeps the last one seen.
  pt: nullable(z.number()),
  clk: nullable(z.string()),
  initialClk: nullable(z.string()),
  ct: nullable(changeTypeSchema),
  segmentType: nullable(z.enum(['SEG_START', 'SEG', 'SEG_END'])),
  heartbeatMs: nullable(z.number()),
  conflateMs: nullable(z.number()),
};
// `mc`/`cc` are null on a heartbeat: an empty list then, so one shape reaches the cache.
const mcmSchema = z.object({ op: z.literal('mcm'), ...envelope, mc: nullable(z.array(z.unknown())).transform((v) => v ?? []) });
const ccmSchema = z.object({ op: z.literal('ccm'), ...envelope, cc: nullable(z.array(z.unknown())).transform((v) => v ?? []) });

const responseSchema = z.discriminatedUnion('op', [connectionSchema, statusSchema, mcmSchema, ccmSchema]);

export type StatusMessage = z.infer<typeof statusSchema>;
export type SegmentType = 'SEG_START' | 'SEG' | 'SEG_END';
/** A change message as one line carries it: possibly one segment of a larger change. */
export type ChangeLine = (z.infer<typeof mcmSchema> | z.infer<typeof ccmSchema>) & { ct: StreamChangeType | null };
export type ResponseMessage = z.infer<typeof connectionSchema> | StatusMessage | ChangeLine;

/** One received line, or why it is not a message this client understands (an `ocm` included: none is asked for). */
export function parseResponseLine(line: string): { ok: true; message: ResponseMessage } | { ok: false; reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = responseSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ') };
  return { ok: true, message: parsed.data };
}

/** The assembled change as the sink receives it. */
export function changeMessageOf(line: ChangeLine, pt: number): StreamChangeMessage {
  const common = { id: line.id, pt, clk: line.clk, initialClk: line.initialClk, ct: line.ct, heartbeatMs: line.heartbeatMs, conflateMs: line.conflateMs };
  return line.op === 'mcm' ? { op: 'mcm', ...common, mc: line.mc } : { op: 'ccm', ...common, cc: line.cc };
}

/**
 * What a failed status asks of the client. `stop`: retrying cannot help (a missing or refused app key, a
 * request the server calls malformed). `login`: the session is bad; a certificate log-in can fetch a new one,
 * a fixed token cannot. `fresh-image`: the clocks were refused, so resubscribe without them. Anything else
 * (TOO_MANY_REQUESTS, limits, TIMEOUT, UNEXPECTED_ERROR, a code not listed) is retried after a back-off.
 */
export type FailureAction = 'stop' | 'login' | 'fresh-image' | 'retry';

const FAILURE_ACTIONS: Record<string, FailureAction> = {
  NO_APP_KEY: 'stop',
  INVALID_APP_KEY: 'stop',
  NOT_AUTHORIZED: 'stop',
  INVALID_INPUT: 'stop',
  INVALID_REQUEST: 'stop',
  NO_SESSION: 'login',
  INVALID_SESSION_INFORMATION: 'login',
  INVALID_CLOCK: 'fresh-image',
};

export const failureAction = (errorCode: string | undefined): FailureAction => FAILURE_ACTIONS[errorCode ?? ''] ?? 'retry';
