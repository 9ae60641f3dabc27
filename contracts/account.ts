// Account and session calls. The client validates forms with
// the same schemas the server enforces, so a message is the same on both sides.
import { z } from 'zod';
import { accountMessages as M } from './messages/account.ts';
import { remoteIdSchema } from './common.ts';
import { CALENDAR_DATE_RULE, calendarDateSchema, textSchema } from './fields.ts';
import { commonMessages as C } from './messages/common.ts';

const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;
// New-password rule of the reset and change forms: letters and digits only, at least one of each, 8+.
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,}$/;
export const OTP_LENGTH = 6;
export const CODE_TTL_SECONDS = 300;
export const MAX_EXTRA_PHONES = 2;

// Every text field goes through textSchema (no control characters, bounded); 100 fits any name or address.
const required = (message: string, max = 100) => textSchema({ max, error: message }).min(1, message);
const optionalCode = (max: number) => textSchema({ max }).optional().nullable();
// Passwords are not text to store: only hashed or compared, so any character a person typed may stay.
const requiredSecret = (message: string) => z.string({ error: message }).trim().min(1, message);

// ---- log-in
export const loginRequestSchema = z.object({
  username: required(M.usernameRequired).regex(LETTERS_DIGITS, M.usernameInvalid),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).min(8, M.passwordMin),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  remote_id: z.string(),
  username: z.string(),
  role: z.enum(['player', 'operator']),
  exchange: z.array(z.object({ token: z.string() })),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ---- sign-up (POST /api/v1/create-players)
// Phone: 10 to 15 digits once the +88 prefix the form shows is accounted for; stored as digits only.
export const phoneDigitsSchema = required(M.phoneRequired)
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{10,15}$/, M.phoneInvalid))
  // Spaces and dashes between the digits are dropped too; the description names the plain form.
  .meta({ type: 'string', pattern: '^\\+?[0-9]{10,15}$' });

/** An e-mail address, at most 254 characters. */
const emailSchema = (message: string) => required(message, 254).pipe(z.email(M.emailInvalid)).meta({ type: 'string', format: 'email', maxLength: 254 });

/**
 * A confirmation that must repeat another field: JSON Schema cannot say so, so the description says it
 * with the extension `x-same-as` (the conformance suite honours it).
 */
const sameAs = (field: string) => ({ type: 'string' as const, minLength: 1, 'x-same-as': field });

export const signupRequestSchema = z
  .object({
    username: required(M.usernameRequired)
      .regex(LETTERS_DIGITS, M.usernameInvalid)
      .refine((v) => v.length >= 8 && v.length <= 16, M.usernameLength)
      .meta({ type: 'string', minLength: 8, maxLength: 16, pattern: LETTERS_DIGITS.source }),
    password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).min(8, M.passwordMin).regex(LETTERS_DIGITS, M.passwordLettersDigits),
    confirmPassword: z.string({ error: M.confirmPasswordRequired }).min(1, M.confirmPasswordRequired).meta(sameAs('password')),
    name: textSchema({ max: 100 }).optional().default(''),
    phone: phoneDigitsSchema,
    email: emailSchema(M.emailRequired),
    referral_code: optionalCode(20),
    agent_code: optionalCode(40),
    affiliate_code: optionalCode(40),
    currency: z.enum(['BDT', 'INR', 'PKR'], { error: C.valueInvalid }).optional().default('BDT'),
    status: z.literal('active', { error: C.valueInvalid }).optional().default('active'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: M.passwordsDoNotMatch });

export const signupResponseSchema = z.object({ message: z.string(), remote_id: z.string() });

// ---- user
/** GET /api/user/show?remote_id: remote_id may only name the caller. */
export const userShowQuerySchema = z.object({ remote_id: remoteIdSchema.optional() });
export const userShowResponseSchema = z.object({
  id: z.number(),
  username: z.string(),
  vip_coin: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** '1' when the main phone is verified (the wire's name). */
  session_id: z.string(),
  created_at: z.string(),
  dofb: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  balance: z.string(),
  referral_code: z.string(),
  cash_bonus: z.string(),
});
export type UserShow = z.infer<typeof userShowResponseSchema>;

export const balanceResponseSchema = z.object({ balance: z.string() });

export const profileUpdateRequestSchema = z.object({
  remote_id: remoteIdSchema.optional(),
  dofb: z
    .string({ error: M.birthdayRequired })
    .trim()
    .min(1, M.birthdayRequired)
    .pipe(calendarDateSchema(M.birthdayInvalid))
    // An adult's birthday: the description states born 1930 to 2007 (every such player is 18 or over).
    .meta({ ...CALENDAR_DATE_RULE, pattern: '^(19[3-9]\\d|200[0-7])-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', examples: ['1990-04-15'] }),
});
export const profileUpdateResponseSchema = z.object({ dofb: z.string(), message: z.string() });

// ---- phones and codes
export const otherPhonesResponseSchema = z.object({
  data: z.array(z.object({ contract_value: z.string(), isverify: z.union([z.literal(0), z.literal(1)]) })),
});
export const sendVerificationCodeRequestSchema = z
  .object({ phone: textSchema({ max: 100 }).optional(), email: textSchema({ max: 254 }).optional() })
  .refine((v) => Boolean(v.phone) !== Boolean(v.email), { message: M.failedToSendCode })
  .meta({
    oneOf: [
      { required: ['phone'], properties: { phone: { minLength: 1 } } },
      { required: ['email'], properties: { email: { minLength: 1 } } },
    ],
  });
export const codeSchema = textSchema({ max: 32, error: M.codeInvalid }).regex(/^\d{6}$/, M.codeInvalid);
export const verifyPhoneRequestSchema = z.object({ verification_code: codeSchema });
export const verifyEmailRequestSchema = z.object({ code: codeSchema });
export const addNumberRequestSchema = z.object({ phone: phoneDigitsSchema });
export const messageResponseSchema = z.object({ message: z.string() });

// ---- forgot / reset / change password
export const forgotPasswordRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('email'), email: emailSchema(M.enterEmail), username: required(M.enterUsername) }),
    z.object({ type: z.literal('sms'), phone: required(M.enterPhone), username: required(M.enterUsername) }),
  ],
  { error: C.valueInvalid },
);
// A missing field reads as the rule too (the catalogue has no separate 'required' message for it).
export const newPasswordSchema = z.string({ error: M.newPasswordRule }).regex(NEW_PASSWORD_PATTERN, M.newPasswordRule);
export const resetPasswordRequestSchema = z
  .object({
    username: required(M.enterUsername),
    otp: required(M.enterOtp).regex(/^\d{6}$/, M.otpSixDigits),
    password: newPasswordSchema,
    password_confirmation: requiredSecret(M.confirmNewPassword).meta(sameAs('password')),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: M.passwordsDoNotMatchDot });
// Order of checks as the product lists them: new password rule, current, confirmation, match.
export const changePasswordRequestSchema = z
  .object({
    new_password: newPasswordSchema,
    old_password: requiredSecret(M.enterCurrentPassword),
    new_password_confirmation: requiredSecret(M.confirmNewPassword).meta(sameAs('new_password')),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, { path: ['new_password_confirmation'], message: M.passwordsDoNotMatchDot });

// ---- operator outbox
export const outboxEntrySchema = z.object({
  id: z.number(),
  recipient: z.string(),
  channel: z.enum(['sms', 'email']),
  text: z.string(),
  created_at: z.string(),
});
export const outboxResponseSchema = z.object({ data: z.array(outboxEntrySchema) });
