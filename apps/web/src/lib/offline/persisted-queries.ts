import { API_VERSION, APP_VERSION, type TConfig } from '@flexapp/contract';
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { authToken } from '@/lib/auth-token';
import { setOrgTimeZone } from '@/lib/org-zone';
import { isKeptQuery, isPersonalQuery } from './kept-queries';

const KEY = 'flexapp.offline';
/** Older answers are not worth showing: a week (decision 196). */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 1000;
/** Answers of another release may have another shape: they are not read back. */
const RELEASE = `${APP_VERSION}/${API_VERSION}`;

interface Saved {
  /** The sign-in they belong to: the token's signature, never shown to anyone else (decision 196). */
  owner: string;
  release: string;
  savedAt: number;
  state: DehydratedState;
}

const ownerOf = (token: string | null) => (token ? (token.split('.').pop() ?? token) : null);

function read(): Saved | null {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Saved) : null;
  } catch {
    return null;
  }
}

export function clearSavedQueries() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* private mode: nothing was written */
  }
}

/** Puts the answers saved for the signed-in person back into the cache, with the time they were fetched. */
export function restoreSavedQueries(client: QueryClient, now = Date.now()) {
  // TanStack Query assumes online until an `offline` event; a page loaded offline waits instead of failing.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  const saved = read();
  if (!saved) return;
  const owner = ownerOf(authToken.get());
  if (!owner || saved.owner !== owner || saved.release !== RELEASE || now - saved.savedAt > MAX_AGE_MS) {
    clearSavedQueries();
    return;
  }
  hydrate(client, {
    ...saved.state,
    queries: saved.state.queries.filter((q) => isKeptQuery(q.queryKey)),
  });
  // The configuration's side effect (decision 176), which its query function would have had.
  setOrgTimeZone(client.getQueryData<TConfig>(['configuration'])?.time_zone);
}

function save(client: QueryClient) {
  const owner = ownerOf(authToken.get());
  if (!owner) return clearSavedQueries();
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && isKeptQuery(q.queryKey),
  });
  const saved: Saved = { owner, release: RELEASE, savedAt: Date.now(), state };
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    /* full or private mode: offline reading is a convenience */
  }
}

/**
 * Writes the kept answers down a second after they change, and forgets them, on the device and in memory, as
 * soon as the sign-in changes (logout, an expired token, another person signing in): one person's data is never
 * shown to the next on a shared device. Returns the unsubscribe.
 */
export function keepQueriesForOffline(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let owner = ownerOf(authToken.get());
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptQuery(event.query.queryKey)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      save(client);
    }, SAVE_DELAY_MS);
  });
  // A page closed or reloaded within the delay still writes down what it had.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save(client);
  };
  window.addEventListener('pagehide', flush);
  const stopToken = authToken.subscribe((token) => {
    const next = ownerOf(token);
    if (next === owner) return;
    owner = next;
    clearTimeout(timer);
    timer = undefined;
    clearSavedQueries();
    // The new sign-in's own profile (set by the login screen just before) stays.
    client.removeQueries({ predicate: (q) => isPersonalQuery(q.queryKey) && q.queryKey[2] !== token });
  });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
    stopCache();
    stopToken();
  };
}
