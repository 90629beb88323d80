import {
  DISPLAY_AUTH_SCHEME,
  isErrorCode,
  type TDisplayClaim,
  type TDisplayPairingStart,
  type TDisplayState,
} from '@flexapp/contract';
import { ApiError, buildUrl } from '@/lib/api-client';

const TIMEOUT_MS = 10_000;

/**
 * Where the tablet keeps its device token and, while pairing, its pairing secret (decision 215); a room display
 * and a lobby board each under their own keys (decision 330), so one browser can be either.
 */
function deviceStore(kind: 'display' | 'lobby') {
  const TOKEN_KEY = `flexapp.${kind}.token`;
  const PAIRING_KEY = `flexapp.${kind}.pairing`;
  return {
    token: () => localStorage.getItem(TOKEN_KEY),
    setToken: (token: string | null) =>
      token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY),
    pairing: (): TDisplayPairingStart | null => {
      const raw = localStorage.getItem(PAIRING_KEY);
      return raw ? (JSON.parse(raw) as TDisplayPairingStart) : null;
    },
    setPairing: (pairing: TDisplayPairingStart | null) =>
      pairing ? localStorage.setItem(PAIRING_KEY, JSON.stringify(pairing)) : localStorage.removeItem(PAIRING_KEY),
  };
}
export type DeviceStore = ReturnType<typeof deviceStore>;
export const displayStore = deviceStore('display');
export const lobbyStore = deviceStore('lobby');

export const displayKeys = {
  all: ['display'] as const,
  state: () => [...displayKeys.all, 'state'] as const,
  claim: (secret: string) => [...displayKeys.all, 'claim', secret] as const,
  lobby: () => [...displayKeys.all, 'lobby'] as const,
};

/** A request of the display: its device token, never a person's session (the tablet has none). */
export async function deviceRequest<T>(store: DeviceStore, path: string, body?: unknown): Promise<T> {
  const token = store.token();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `${DISPLAY_AUTH_SCHEME} ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'offline');
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new ApiError(
      response.status,
      isErrorCode(data.code) ? data.code : 'INTERNAL_ERROR',
      String(data.message ?? ''),
    );
  return data as T;
}

const displayRequest = <T>(path: string, body?: unknown) => deviceRequest<T>(displayStore, path, body);

export const startPairing = () => displayRequest<TDisplayPairingStart>('displays/pairings', {});
export const claimPairing = (secret: string) => displayRequest<TDisplayClaim>('displays/pairings/claim', { secret });
export const getDisplayState = () => displayRequest<TDisplayState>('display/room');
export const bookNow = (minutes: number) => displayRequest<TDisplayState>('display/room/book', { minutes });
export const checkInNow = (bookingId: number) =>
  displayRequest<TDisplayState>('display/room/checkin', { booking_id: bookingId });
export const endNow = (bookingId: number) =>
  displayRequest<TDisplayState>('display/room/end', { booking_id: bookingId });
export const extendBy = (bookingId: number, minutes: number) =>
  displayRequest<TDisplayState>('display/room/extend', { booking_id: bookingId, minutes });
