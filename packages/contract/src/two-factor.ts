import { z } from 'zod';
import { ZTokenResponseSchema } from './auth';

/** Ten one-time recovery codes per enrolment (issue 36). */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit authenticator code (RFC 6238), spaces allowed as apps show them ("123 456"). */
export const ZTotpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'two_factor.code_format'));

/** An authenticator code or a recovery code (xxxxx-xxxxx; case, spaces and the dash do not matter). */
export const ZSecondFactorCodeSchema = z
  .string()
  .max(40, 'two_factor.code_format')
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, 'two_factor.code_format'));

/** The answer to a correct password of an account with two-factor sign-in: the step that is still missing. */
export const ZSecondFactorChallengeSchema = z.object({
  second_factor: z.object({
    /** Names this sign-in for the second step; valid for a few minutes, once. */
    challenge: z.string(),
    /** What the person has set up: an authenticator (with recovery codes) and/or a passkey (decision 350). */
    methods: z.array(z.enum(['totp', 'recovery_code', 'passkey'])),
  }),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallengeSchema>;
export type TSecondFactorMethod = TSecondFactorChallenge['second_factor']['methods'][number];

/** POST /users/login/: a session token, or the second step. */
export const ZLoginAnswerSchema = z.union([ZTokenResponseSchema, ZSecondFactorChallengeSchema]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswerSchema>;

export const ZSecondFactorLoginSchema = z.object({
  challenge: z.string().min(1).max(100),
  code: ZSecondFactorCodeSchema,
});
export type TSecondFactorLogin = z.infer<typeof ZSecondFactorLoginSchema>;

export const ZTwoFactorStatusSchema = z.object({
  totp_enabled: z.boolean(),
  /** A passkey also counts as the second factor (decision 350). */
  passkey_count: z.number().int(),
  recovery_codes_left: z.number().int(),
  /** The organisation requires two-factor sign-in of this person (staff) and it is not set up yet. */
  enrolment_required: z.boolean(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

/** A new authenticator secret, shown while enrolling only (never again once confirmed). */
export const ZTotpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code (an SVG data URL). */
  qr_code: z.string(),
});
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolmentSchema>;

export const ZTotpConfirmSchema = z.object({ code: ZTotpCodeSchema });
export type TTotpConfirm = z.input<typeof ZTotpConfirmSchema>;

export const ZRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodesSchema>;

/** Turning two-factor sign-in off: proven by a current code (or a recovery code) or the password. */
export const ZTotpDisableSchema = z
  .object({
    code: ZSecondFactorCodeSchema.optional(),
    password: z.string().min(1).max(256).optional(),
  })
  .refine((b) => b.code !== undefined || b.password !== undefined, {
    message: 'two_factor.code_or_password',
    path: ['code'],
  });
export type TTotpDisable = z.input<typeof ZTotpDisableSchema>;
