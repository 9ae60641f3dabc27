// Responsible gambling (what regulated markets require): the player's Safer
// play page and the operator's read-only view. Limits are whole taka over rolling periods (the last 24
// hours, 7 days, 30 days); lowering takes effect at once, raising or removing after 24 hours. Time-outs
// and self-exclusions run to their end: nothing shortens or lifts them, for players or operators.
import { z } from 'zod';
import { saferPlayMessages as M } from './messages/safer-play.ts';
import { TAKA_MAX, textSchema, wholeNumberSchema } from './fields.ts';

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Rolling windows: a "day" is the last 24 hours, so no midnight reset invites a burst. */
export const PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 7 * 24, month: 30 * 24 };
/** A raise or removal waits this long (a cooling-off period against a decision made while chasing losses). */
export const LIMIT_RAISE_DELAY_HOURS = 24;

export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
/** Durations each kind offers: a time-out is a short break, a self-exclusion 6 months to 5 years. */
export const EXCLUSION_DURATIONS = {
  time_out: ['24h', '7d', '30d'],
  self_exclusion: ['6m', '1y', '2y', '5y'],
} as const satisfies Record<ExclusionKind, readonly string[]>;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[ExclusionKind][number];
export const ALL_EXCLUSION_DURATIONS = [...EXCLUSION_DURATIONS.time_out, ...EXCLUSION_DURATIONS.self_exclusion] as const;

export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;

export const limitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** In force now, whole taka; null: no limit. */
  amount: z.number().nullable(),
  /** Deposited (deposit limit) or lost net (loss limit) within the period so far, taka. */
  used: z.number(),
  /** A raise or removal waiting out its 24 hours: the new amount (null: removed) and when it applies. */
  pending: z.object({ amount: z.number().nullable(), effective_at: z.string() }).nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  started_at: z.string(),
  ends_at: z.string(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

export const saferPlayStateSchema = z.object({
  limits: z.array(limitSchema),
  /** The break in force now (the one that ends last), or null. */
  exclusion: exclusionSchema.nullable(),
  reality_check_minutes: z.number(),
});
export type SaferPlayState = z.infer<typeof saferPlayStateSchema>;
export const saferPlayResponseSchema = z.object({ data: saferPlayStateSchema });

// ---- PUT /api/safer-play/limits
export const setLimitRequestSchema = z.object({
  kind: z.enum(LIMIT_KINDS, { error: M.limitKindInvalid }),
  period: z.enum(LIMIT_PERIODS, { error: M.limitPeriodInvalid }),
  /** Whole taka; null removes the limit (after 24 hours). */
  amount: wholeNumberSchema({
    min: 1,
    max: TAKA_MAX,
    required: M.limitAmountInvalid,
    invalid: M.limitAmountInvalid,
    outOfRange: M.limitAmountInvalid,
  }).nullable(),
});

// ---- POST /api/safer-play/exclusions
export const startExclusionRequestSchema = z
  .object({
    kind: z.enum(EXCLUSION_KINDS, { error: M.exclusionKindInvalid }),
    duration: z.enum(ALL_EXCLUSION_DURATIONS, { error: M.exclusionDurationInvalid }),
  })
  .refine((r) => (EXCLUSION_DURATIONS[r.kind] as readonly string[]).includes(r.duration), { message: M.exclusionDurationInvalid, path: ['duration'] })
  // Each kind has its own durations: stated as one branch per kind.
  .meta({
    oneOf: Object.entries(EXCLUSION_DURATIONS).map(([kind, durations]) => ({ properties: { kind: { const: kind }, duration: { enum: [...durations] } } })),
  });

// ---- PUT /api/safer-play/reality-check
export const setRealityCheckRequestSchema = z.object({
  minutes: wholeNumberSchema({
    min: 1,
    max: 1440,
    required: M.realityCheckIntervalInvalid,
    invalid: M.realityCheckIntervalInvalid,
    outOfRange: M.realityCheckIntervalInvalid,
  })
    .refine((m) => (REALITY_CHECK_CHOICES as readonly number[]).includes(m), M.realityCheckIntervalInvalid)
    .meta({ type: 'integer', enum: [...REALITY_CHECK_CHOICES] }),
});

// ---- GET /api/safer-play/reality-check: what the reminder shows over any screen while the player plays.
export const realityCheckResponseSchema = z.object({
  /** When this log-in began: time played is counted from here. */
  session_started_at: z.string(),
  interval_minutes: z.number(),
  /** True once the player staked money in this session (a bet or a game round). */
  playing: z.boolean(),
  /** Net result of this session's play, taka: positive is a win. */
  net_result: z.number(),
  server_time: z.string(),
});
export type RealityCheck = z.infer<typeof realityCheckResponseSchema>;

// ---- GET /api/operator/safer-play?username=
export const operatorSaferPlayQuerySchema = z.object({ username: textSchema({ max: 40 }).optional() });
export const operatorSaferPlayItemSchema = saferPlayStateSchema.extend({
  player: z.object({ id: z.number(), username: z.string() }),
  /** Every break the player ever took, newest first. */
  exclusions: z.array(exclusionSchema),
});
export type OperatorSaferPlayItem = z.infer<typeof operatorSaferPlayItemSchema>;
export const operatorSaferPlayResponseSchema = z.object({ data: z.array(operatorSaferPlayItemSchema) });
