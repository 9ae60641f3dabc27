// The seamless-wallet interface a game provider (the house provider, or a real aggregator's adapter)
// calls: POST /api/provider/{provider}/{action} with a JSON body, signed (docs/decisions/0050).
// Amounts are integer poisha. Every bet, win and rollback carries the provider's own transaction id
// (idempotent: a replay answers the first answer) and the round id it belongs to.
import { z } from 'zod';
import { gamesMessages as M } from './messages/games.ts';

export const PROVIDER_SIGNATURE_HEADER = 'X-Provider-Signature';
export const PROVIDER_TIMESTAMP_HEADER = 'X-Provider-Timestamp';
/** A request whose timestamp is further than this from the server's clock is refused (replays). */
export const PROVIDER_SIGNATURE_WINDOW_SECONDS = 300;
export const PROVIDER_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];
/** Provider codes are game platform codes (game_providers.platform). */
export const providerCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, M.providerUnknown);

/** Largest single amount: 10 crore taka in poisha, far above any stake, well inside 2^53. */
export const PROVIDER_MAX_AMOUNT_POISHA = 10_000_000_000;

// Provider ids are printable ASCII without spaces: they are stored, logged and compared verbatim.
const refId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/);
const playerId = z.string().regex(/^[1-9][0-9]{0,15}$/);
const token = z
  .string()
  .min(32)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
const gameCode = z.string().regex(/^[a-z0-9_]{1,64}$/);
const currency = z.enum(['BDT', 'INR', 'PKR']);
const poisha = z.number().int().min(0).max(PROVIDER_MAX_AMOUNT_POISHA);

export const authenticateRequestSchema = z.object({ launchToken: token });
export const balanceRequestSchema = z.object({ sessionToken: token, playerId: playerId.optional() });
export const betRequestSchema = z.object({
  txId: refId,
  playerId,
  sessionToken: token,
  roundId: refId,
  gameCode,
  currency,
  amount: poisha.min(1),
});
/** A win of 0 with roundClosed settles a lost round; a win needs no live session. */
export const winRequestSchema = z.object({
  txId: refId,
  playerId,
  roundId: refId,
  gameCode,
  currency,
  amount: poisha,
  roundClosed: z.boolean(),
  sessionToken: token.optional(),
});
/** Refunds the whole of bet `betTxId`. Honoured without a live session, and before its bet (tombstone). */
export const rollbackRequestSchema = z.object({
  txId: refId,
  playerId,
  roundId: refId,
  gameCode,
  currency,
  betTxId: refId,
  sessionToken: token.optional(),
});

export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;
export type BalanceRequest = z.infer<typeof balanceRequestSchema>;
export type BetRequest = z.infer<typeof betRequestSchema>;
export type WinRequest = z.infer<typeof winRequestSchema>;
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const PROVIDER_REQUEST_SCHEMAS = {
  authenticate: authenticateRequestSchema,
  balance: balanceRequestSchema,
  bet: betRequestSchema,
  win: winRequestSchema,
  rollback: rollbackRequestSchema,
} as const;

export const PROVIDER_ERROR_CODES = [
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'LAUNCH_TOKEN_INVALID',
  'PLAYER_NOT_FOUND',
  'PLAYER_EXCLUDED',
  'CURRENCY_MISMATCH',
  'GAME_NOT_FOUND',
  'BET_ROLLED_BACK',
  'ROUND_CLOSED',
  'ROUND_MISMATCH',
  'TX_ID_REUSED',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/** Business refusals answer HTTP 200 with this body (stored and replayed like any answer). */
export const providerErrorAnswerSchema = z.object({
  status: z.literal('ERROR'),
  code: z.enum(PROVIDER_ERROR_CODES),
  message: z.string(),
  /** The player's balance now, when known (always with INSUFFICIENT_FUNDS). */
  balance: z.number().int().optional(),
  currency: currency.optional(),
});

export const authenticateAnswerSchema = z.object({
  status: z.literal('OK'),
  playerId,
  username: z.string(),
  currency,
  balance: z.number().int(),
  gameCode,
  language: z.enum(['en', 'bn']),
  /** The game session token for later calls; never put in a url. */
  sessionToken: token,
});
export const balanceAnswerSchema = z.object({ status: z.literal('OK'), playerId, currency, balance: z.number().int() });
export const transactionAnswerSchema = z.object({
  status: z.literal('OK'),
  txId: refId,
  currency,
  balance: z.number().int(),
  /** True when the rollback found no bet and left a tombstone, or the bet had been refused. */
  noEffect: z.boolean().optional(),
});

export type ProviderErrorAnswer = z.infer<typeof providerErrorAnswerSchema>;

export const PROVIDER_ANSWER_SCHEMAS = {
  authenticate: z.union([authenticateAnswerSchema, providerErrorAnswerSchema]),
  balance: z.union([balanceAnswerSchema, providerErrorAnswerSchema]),
  bet: z.union([transactionAnswerSchema, providerErrorAnswerSchema]),
  win: z.union([transactionAnswerSchema, providerErrorAnswerSchema]),
  rollback: z.union([transactionAnswerSchema, providerErrorAnswerSchema]),
} as const;

export type ProviderAnswer<A extends ProviderAction> = z.infer<(typeof PROVIDER_ANSWER_SCHEMAS)[A]>;
export type ProviderRequest<A extends ProviderAction> = z.infer<(typeof PROVIDER_REQUEST_SCHEMAS)[A]>;
