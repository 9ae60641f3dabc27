// Staff of the back office: their roles, what each role may do, and the calls that manage staff, their
// two-factor log-in and the audit trail. A role is a set of permissions; every operator route declares
// the one permission it needs (server/lib/route.ts), and the console shows only the panels whose
// permission the signed-in role holds, from this same table (docs/decisions/0225-staff-roles.md).
import { z } from 'zod';
import { staffChallengeSchema } from './common.ts';
import { calendarDateSchema } from './fields.ts';
import { staffMessages as M } from './messages/staff.ts';

export const STAFF_ROLES = ['owner', 'admin', 'cashier', 'trader', 'risk', 'support', 'read_only'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  // The console itself: who am I, what may I do. Every role holds it.
  'console.open',
  // Deposit and withdrawal queues, receipts, payment methods, agent numbers and wallet limits: to look.
  'payments.read',
  // Approve or reject a deposit or withdrawal.
  'payments.decide',
  // Add and change payment methods, agent numbers and wallet limits.
  'payments.configure',
  // The exchange desk's bets, exposure, markets and market-type limits: to look.
  'markets.read',
  // Change the market-type limits (and the simulator's test clock).
  'markets.manage',
  // Void a market (every bet refunded).
  'risk.void',
  // Settle a market that waits for a result by hand, or roll a settlement back.
  'markets.settle',
  // Block a player's exchange or casino section; scan for risk flags and dismiss one.
  'risk.flags',
  // The risk desk's flags and its view of one player.
  'risk.read',
  // Stake and profit limits per sport, kind, event, market or player.
  'risk.limits',
  // Blocks on a player, event or market.
  'risk.blocks',
  // Void the bet a risk flag names (its stake back): the owner and the risk desk only.
  'risk.flags.void',
  // Players' limits and breaks, a player look-up: no money action.
  'players.read',
  // The players desk: search, one player's page.
  'players.desk',
  // A staff note on a player.
  'players.note',
  // Lock and unlock a player, and set limits within the player's own.
  'players.lock',
  'players.limits',
  // Make a player set a new password.
  'players.password',
  // Identity documents: the queue and the files, a decision on them, the verification settings.
  'kyc.read',
  'kyc.decide',
  'kyc.settings.read',
  // Reports from the ledger per day.
  'reports.read',
  // The support chat and the players' inbox.
  'support.chat',
  'support.inbox',
  // Site settings, promotions, VIP levels and rates: to look, and to change.
  'content.read',
  'content.manage',
  // VIP points granted by hand.
  'engagement.grant',
  // The codes sent by SMS and e-mail, the sandbox gateway's log.
  'outbox.read',
  // Create staff, set their roles, suspend them.
  'staff.manage',
  // The audit trail.
  'audit.read',
  // Ask for a manual balance adjustment, and be the second pair of eyes on one.
  'balance.adjust',
  'approvals.decide',
  // Settings only the owner holds (the four-eyes threshold, the verification settings).
  'owner.settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READS: Permission[] = [
  'console.open',
  'payments.read',
  'markets.read',
  'players.read',
  'players.desk',
  'content.read',
  'audit.read',
  'risk.read',
  'kyc.settings.read',
  'reports.read',
];
const OWNER_ONLY: Permission[] = ['owner.settings', 'risk.flags.void'];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)),
  cashier: [
    'console.open',
    'payments.read',
    'payments.decide',
    'payments.configure',
    'players.read',
    'players.desk',
    'players.note',
    'kyc.read',
    'kyc.settings.read',
    'balance.adjust',
    'approvals.decide',
  ],
  trader: ['console.open', 'markets.read', 'markets.manage', 'markets.settle', 'risk.blocks', 'players.read'],
  risk: [
    'console.open',
    'markets.read',
    'markets.settle',
    'risk.void',
    'risk.flags',
    'risk.read',
    'risk.limits',
    'risk.blocks',
    'risk.flags.void',
    'players.read',
    'players.desk',
    'players.note',
    'players.lock',
    'players.limits',
    'kyc.read',
    'kyc.decide',
    'kyc.settings.read',
    'reports.read',
    'payments.read',
  ],
  support: ['console.open', 'support.chat', 'support.inbox', 'players.read', 'players.desk', 'players.note', 'players.password'],
  read_only: READS,
};

export const roleMay = (role: StaffRole | null | undefined, permission: Permission): boolean => role != null && ROLE_PERMISSIONS[role].includes(permission);

/** A role may be granted only by one that holds every permission it has: nobody hands out more than they hold. */
export const roleCovers = (granter: StaffRole, granted: StaffRole): boolean => ROLE_PERMISSIONS[granted].every((p) => ROLE_PERMISSIONS[granter].includes(p));

const staffRoleSchema = z.enum(STAFF_ROLES, { error: M.staffRoleInvalid });
const usernameSchema = z.string({ error: M.staffUsernameInvalid }).regex(/^[A-Za-z0-9]{6,16}$/, M.staffUsernameInvalid);
const passwordSchema = z.string({ error: M.staffPasswordInvalid }).min(10, M.staffPasswordInvalid).max(128, M.staffPasswordInvalid);
const totpCodeSchema = z.string({ error: M.totpCodeInvalid }).regex(/^\d{6}$/, M.totpCodeInvalid);
const recoveryCodeSchema = z.string({ error: M.recoveryCodeInvalid }).regex(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/, M.recoveryCodeInvalid);
const challengeSchema = z.string({ error: M.staffChallengeExpired }).regex(/^[A-Za-z0-9_-]{20,100}$/, M.staffChallengeExpired);

// ---- staff log-in (POST /api/operator/login, /login/enrol, /login/verify, /login/password): password, then
// the second factor, then (at the first log-in) a password of their own
/**
 * A name staff log in with: looser than a new staff name (accounts made before that rule, and the owner
 * named by the server's configuration, keep theirs), but letters and digits only, as every username is.
 */
export const STAFF_LOGIN_USERNAME = /^[A-Za-z0-9]{1,64}$/;
export const staffLoginRequestSchema = z.object({
  username: z.string({ error: M.staffUsernameInvalid }).regex(STAFF_LOGIN_USERNAME, M.staffUsernameInvalid),
  password: z.string({ error: M.staffPasswordInvalid }).min(1, M.staffPasswordInvalid).max(128),
});
export const staffLoginResponseSchema = z.object({
  ...staffChallengeSchema.shape,
  message: z.string(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffEnrolRequestSchema = z.object({ challenge: challengeSchema });
export const staffEnrolResponseSchema = z.object({
  /** Base32, to type into an authenticator by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  message: z.string(),
});

export const staffVerifyRequestSchema = z.union([
  z.object({ challenge: challengeSchema, code: totpCodeSchema }),
  z.object({ challenge: challengeSchema, recovery_code: recoveryCodeSchema }),
]);
export const staffSessionResponseSchema = z.object({
  token: z.string(),
  remote_id: z.string(),
  username: z.string(),
  role: z.literal('operator'),
  staff_role: staffRoleSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Shown once, at enrolment: each works once, in place of a code. */
  recovery_codes: z.array(z.string()).optional(),
  message: z.string(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

/**
 * The second factor is right, but the password is still the one-off the owner gave: no session yet. The
 * same challenge and a password of the staff member's own (POST /login/password) give it.
 */
export const staffPasswordDueSchema = z.object({
  next: z.literal('password'),
  challenge: z.string(),
  /** At enrolment: the recovery codes, shown once (after the new password is set). */
  recovery_codes: z.array(z.string()).optional(),
  message: z.string(),
});
export const staffVerifyResponseSchema = z.union([staffSessionResponseSchema, staffPasswordDueSchema]);
export type StaffVerifyResponse = z.infer<typeof staffVerifyResponseSchema>;

// The first password of a new staff member, replaced by one of their own (POST /api/operator/login/password).
export const staffNewPasswordRequestSchema = z.object({ challenge: challengeSchema, password: passwordSchema });

// ---- the signed-in staff member (GET /api/operator/me)
export const staffMeResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  staff_role: staffRoleSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type StaffMe = z.infer<typeof staffMeResponseSchema>;

// ---- staff accounts (GET/POST /api/operator/staff, PUT /staff/{id}/role, PUT /staff/{id}/status)
export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  staff_role: staffRoleSchema,
  status: z.enum(['active', 'suspended']),
  two_factor: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export const staffCreateRequestSchema = z.object({ username: usernameSchema, password: passwordSchema, staff_role: staffRoleSchema });
export const staffRoleRequestSchema = z.object({ staff_role: staffRoleSchema });
export const staffStatusRequestSchema = z.object({ status: z.enum(['active', 'suspended'], { error: M.staffStatusInvalid }) });
export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const staffMemberResponseSchema = z.object({ staff: staffMemberSchema, message: z.string() });

// ---- the audit trail (GET /api/operator/audit, /audit.csv)
const dayText = calendarDateSchema(M.auditDateInvalid);
export const auditQuerySchema = z.object({
  staff: z.string().max(64).optional(),
  object_type: z.string().max(64).optional(),
  object_id: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  /** Asia/Dhaka days, both ends included. */
  from: dayText.optional(),
  to: dayText.optional(),
  before_seq: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string(),
  actor_role: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
