import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP-recommended cost.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash to compare against when the user does not exist, so timing gives nothing away. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword('not-a-real-password')));
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}
