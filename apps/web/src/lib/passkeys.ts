import type { TPasskeyOptions } from '@flexapp/contract';
import { twoFactorErrorText } from './two-factor';

/** The browser's passkey prompts, loaded only when a person uses one (decision 307). */
const webauthn = () => import('@simplewebauthn/browser');

/** Makes a passkey in the browser for the server's registration options: the answer to send back. */
export async function createPasskey(answer: TPasskeyOptions) {
  const { startRegistration } = await webauthn();
  return startRegistration({ optionsJSON: answer.options as never });
}

/** Asks the browser for a passkey of this site for the server's sign-in options: the answer to send back. */
export async function answerWithPasskey(answer: TPasskeyOptions) {
  const { startAuthentication } = await webauthn();
  return startAuthentication({ optionsJSON: answer.options as never });
}

export async function passkeysSupported(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await webauthn();
  return browserSupportsWebAuthn();
}

/**
 * What went wrong with a passkey, in the reader's language: the person closed the browser's prompt (or no passkey
 * was there), or the API's stable code.
 */
export function passkeyErrorText(err: unknown, language: string, cancelled: string): string {
  if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) return cancelled;
  return twoFactorErrorText(err, language);
}
