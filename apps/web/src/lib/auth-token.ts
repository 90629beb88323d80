const KEY = 'flexapp.token';
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

/** The JWT from `POST users/login/`, kept across reloads (remember-me is always on). */
export const authToken = {
  get(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string | null) {
    try {
      if (token) localStorage.setItem(KEY, token);
      else localStorage.removeItem(KEY);
    } catch {
      /* private mode: the session lasts as long as the tab */
    }
    listeners.forEach((l) => l(token));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
