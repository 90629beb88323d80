import { z } from 'zod';

/** The longest passkey name. */
export const PASSKEY_NAME_MAX = 60;

/** A passkey as its owner sees it (issue 36, decision 307): never its key. */
export const ZPasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TPasskey = z.infer<typeof ZPasskeySchema>;
export const ZPasskeyListSchema = z.object({ passkeys: z.array(ZPasskeySchema) });
export type TPasskeyList = z.infer<typeof ZPasskeyListSchema>;

/** The WebAuthn options for the browser (navigator.credentials.create / get), as @simplewebauthn makes them. */
export const ZPasskeyOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptionsSchema>;

/** What the browser's authenticator answered (a PublicKeyCredential as JSON); the server checks the rest. */
export const ZWebAuthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(20_000) }),
});

export const ZPasskeyRegisterSchema = z.object({
  name: z.string().trim().min(1, 'passkeys.name_required').max(PASSKEY_NAME_MAX),
  response: ZWebAuthnResponseSchema,
});
export type TPasskeyRegister = z.infer<typeof ZPasskeyRegisterSchema>;

export const ZPasskeySignInSchema = z.object({ response: ZWebAuthnResponseSchema });
export type TPasskeySignIn = z.infer<typeof ZPasskeySignInSchema>;

/** The second step of a password sign-in with a passkey (decision 350): the options for the open challenge. */
export const ZSecondFactorPasskeyOptionsRequestSchema = z.object({ challenge: z.string().min(1).max(100) });
export type TSecondFactorPasskeyOptionsRequest = z.infer<typeof ZSecondFactorPasskeyOptionsRequestSchema>;

/** The second step with a passkey: the challenge of the password step and the authenticator's answer. */
export const ZSecondFactorPasskeyLoginSchema = z.object({
  challenge: z.string().min(1).max(100),
  response: ZWebAuthnResponseSchema,
});
export type TSecondFactorPasskeyLogin = z.infer<typeof ZSecondFactorPasskeyLoginSchema>;
