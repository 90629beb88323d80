import { z } from 'zod';

/** Single sign-on (OpenID Connect authorization code + PKCE). */
export const ZSsoAuthorizeResponseSchema = z.object({ authorization_url: z.string() });
export type TSsoAuthorizeResponse = z.infer<typeof ZSsoAuthorizeResponseSchema>;
export const ZSsoLoginRequestSchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(200),
  /** The issuer the provider named in its answer (RFC 9207), when it sent one. */
  iss: z.string().max(2000).optional(),
});
export type TSsoLoginRequest = z.infer<typeof ZSsoLoginRequestSchema>;
