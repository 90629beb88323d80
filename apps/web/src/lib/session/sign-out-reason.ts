const KEY = 'flexapp.signOutReason';

/** Why the app signed the person out by itself, for the sign-in page to say once (decision 306). */
export type SignOutReason = 'idle';

export const signOutReason = {
  set(reason: SignOutReason) {
    try {
      sessionStorage.setItem(KEY, reason);
    } catch {
      /* private mode: the sign-in page shows no reason */
    }
  },
  get(): SignOutReason | null {
    try {
      return sessionStorage.getItem(KEY) === 'idle' ? 'idle' : null;
    } catch {
      return null;
    }
  },
  /** Forgotten once the person signs in again. */
  clear() {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      /* nothing kept */
    }
  },
};
