// Casino calls of the player and of the house games' screens: the launch, the
// house games (a game session header, stakes in taka), provable fairness and the betting record
// Money on this wire is taka; the provider wallet wire (provider-wallet.ts) is poisha.
import { z } from 'zod';
import { gameTypeSchema } from './content.ts';
import { idSchema, decimalRule } from './fields.ts';
import { LANGUAGES } from './games-lobby.ts';
import { gamesMessages as M } from './messages/games.ts';
import { CLIENT_SEED_PATTERN } from '../games/fair-random.ts';
import { CRASH_MAX_X100, CRASH_MIN_AUTO_X100 } from '../games/crash.ts';
import { JHANDI_MUNDA_STAKE_PRESETS_TAKA, JHANDI_MUNDA_SYMBOLS } from '../games/jhandi-munda.ts';
import { SLOT_STAKE_PRESETS_TAKA } from '../games/slot.ts';

export * from './games-lobby.ts';

// ---- House games: POST /api/house/session { launchToken } opens the game session the screen uses.
export const openHouseSessionRequestSchema = z.object({
  launchToken: z
    .string()
    .min(32)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const houseSessionSchema = z.object({
  sessionToken: z.string(),
  username: z.string(),
  currency: z.string(),
  balance: z.number(),
  gameCode: z.string(),
  language: z.enum(LANGUAGES),
});
export type HouseSession = z.infer<typeof houseSessionSchema>;

// ---- GET /api/house/balance (game session): the wallet balance in taka, for a screen to refresh.
export const houseBalanceSchema = z.object({ balance: z.number(), currency: z.string() });

const wholeTaka = (presets: readonly number[]) =>
  z
    .number()
    .refine((v) => presets.includes(v), M.stakeNotOffered)
    .meta({ type: 'number', enum: [...presets] });

export const seedStateSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});
export const fairRoundSchema = z.object({
  roundId: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

// ---- POST /api/house/slot/spin { stake }
export const slotSpinRequestSchema = z.object({ stake: wholeTaka(SLOT_STAKE_PRESETS_TAKA) });
export const slotSpinResponseSchema = z.object({
  fair: fairRoundSchema,
  stake: z.number(),
  payout: z.number(),
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  lines: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pay: z.number() })),
  scatters: z.number().int(),
  balance: z.number(),
});
export type SlotSpinResponse = z.infer<typeof slotSpinResponseSchema>;

// ---- POST /api/house/jhandi-munda/play { bets: { crown: 10, flag: 20 } }
const jhandiStake = wholeTaka(JHANDI_MUNDA_STAKE_PRESETS_TAKA);
export const jhandiMundaPlayRequestSchema = z.object({
  bets: z.partialRecord(z.enum(JHANDI_MUNDA_SYMBOLS), jhandiStake).refine((b) => Object.keys(b).length > 0, M.jhandiMundaNoBet),
});
export const jhandiMundaPlayResponseSchema = z.object({
  fair: fairRoundSchema,
  dice: z.array(z.enum(JHANDI_MUNDA_SYMBOLS)),
  wins: z.array(z.object({ symbol: z.enum(JHANDI_MUNDA_SYMBOLS), matches: z.number().int(), stake: z.number(), pay: z.number() })),
  stake: z.number(),
  payout: z.number(),
  balance: z.number(),
});
export type JhandiMundaPlayResponse = z.infer<typeof jhandiMundaPlayResponseSchema>;

// ---- Seeds: GET /api/house/seeds, POST /api/house/seeds/rotate { clientSeed }
export const rotateSeedRequestSchema = z.object({ clientSeed: z.string().regex(CLIENT_SEED_PATTERN, M.clientSeedInvalid) });
export const seedsResponseSchema = z.object({
  active: seedStateSchema,
  /** The pair just retired, with its server seed revealed. */
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), rounds: z.number().int() }).nullable(),
});
export type SeedsResponse = z.infer<typeof seedsResponseSchema>;

// ---- GET /api/house/rounds/{id}: everything the verification page needs to recompute a round.
export const houseRoundResponseSchema = z.object({
  roundId: z.number().int(),
  game: z.enum(['slot', 'jhandi_munda']),
  serverSeedHash: z.string(),
  /** Null until the player rotates the pair. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  bet: z.unknown(),
  outcome: z.unknown(),
  stake: z.number(),
  payout: z.number(),
  /** cancelled: the stake was refused or refunded, so the round did not count. */
  status: z.enum(['open', 'settled', 'cancelled']),
  created_at: z.string(),
});
export type HouseRoundResponse = z.infer<typeof houseRoundResponseSchema>;
export const houseRoundListResponseSchema = z.object({ rounds: z.array(houseRoundResponseSchema) });
export const houseRoundParamsSchema = z.object({ id: idSchema(M.houseRoundNotFound) });

// ---- Crash: POST /api/house/crash/bet { stake, autoCashout? }, POST /api/house/crash/cashout,
// GET /api/house/crash/state (polling; or pushed by the route helper).
const multiplier = z
  .number()
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, M.crashAutoCashoutInvalid)
  .transform((v) => Math.round(v * 100))
  .refine((x) => x >= CRASH_MIN_AUTO_X100 && x <= CRASH_MAX_X100, M.crashAutoCashoutInvalid)
  .meta(decimalRule(2, CRASH_MIN_AUTO_X100 / 100, CRASH_MAX_X100 / 100));
export const CRASH_STAKE_PRESETS_TAKA = [10, 20, 50, 100, 200, 500, 1000, 5000] as const;
export const crashBetRequestSchema = z.object({
  stake: z.number().int(M.stakeNotOffered).min(10, M.stakeNotOffered).max(50_000, M.stakeNotOffered),
  autoCashout: multiplier.optional(),
});
export const crashBetViewSchema = z.object({
  username: z.string(),
  stake: z.number(),
  /** The multiplier they cashed out at, when they have. */
  cashedOut: z.number().nullable(),
  payout: z.number(),
});
export const crashStateSchema = z.object({
  /** Changes with every event (new game, start, bet, cash-out, crash): use as an ETag, or push on change. */
  version: z.number().int(),
  gameId: z.number().int(),
  gameNumber: z.number().int(),
  phase: z.enum(['betting', 'running', 'crashed']),
  /** Server time of this snapshot, epoch ms: clients draw the curve from startedAt with it. */
  serverTime: z.number(),
  bettingEndsAt: z.number(),
  /** Epoch ms the multiplier started climbing (the end of betting). */
  startedAt: z.number(),
  multiplier: z.number(),
  /** Revealed when the game has crashed, with its chain hash. */
  crashedAt: z.number().nullable(),
  hash: z.string().nullable(),
  terminalHash: z.string(),
  /** Published with the chain: with a revealed game hash it gives the crash point (games/crash.ts). */
  salt: z.string(),
  bets: z.array(crashBetViewSchema),
  /** Recent crash points, newest first. */
  history: z.array(z.object({ gameNumber: z.number().int(), crashedAt: z.number(), hash: z.string() })),
});
export type CrashState = z.infer<typeof crashStateSchema>;
export const crashBetResponseSchema = z.object({ gameId: z.number().int(), stake: z.number(), autoCashout: z.number().nullable(), balance: z.number() });
export const crashCashoutResponseSchema = z.object({
  gameId: z.number().int(),
  won: z.boolean(),
  multiplier: z.number().nullable(),
  payout: z.number(),
  balance: z.number(),
});

// ---- GET /api/betting-record?platform&game_type&date (bearer)
export const BETTING_RECORD_DATES = ['today', 'yesterday', 'last7'] as const;
export const bettingRecordQuerySchema = z.object({
  platform: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/)
    .optional(),
  game_type: gameTypeSchema.optional(),
  date: z.enum(BETTING_RECORD_DATES, { error: M.bettingRecordDateInvalid }).default('today'),
});
export const bettingRecordSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  game_type: z.string(),
  game_name: z.string(),
  game_code: z.string(),
  bet_amount: z.number(),
  winAmount: z.number(),
  created_at: z.string(),
});
export const bettingRecordResponseSchema = z.object({ records: z.array(bettingRecordSchema) });
export type BettingRecordQuery = z.infer<typeof bettingRecordQuerySchema>;
export type BettingRecord = z.infer<typeof bettingRecordSchema>;
