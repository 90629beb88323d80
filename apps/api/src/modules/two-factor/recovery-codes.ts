import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@flexapp/contract';

// Without 0/o, 1/l/i: read off paper without doubt. 31 signs, ten per code: about 50 bits each.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten new recovery codes as the person sees them (xxxxx-xxxxx). */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);

/**
 * The stored form of a recovery code: SHA-256 of its letters (case, spaces and the dash do not count).
 * A fast hash suffices for 50 random bits behind the sign-in throttle (decision 240).
 */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest();

export const isRecoveryCodeShape = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code);
