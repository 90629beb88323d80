import { PRESENCE_WINDOW_MS, qrCheckinPath } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';

type App = Pick<FastifyInstance, 'urlSigner'>;

/**
 * The room display's rotating presence code (decision 333): six digits from the HMAC (the server's signing key)
 * of the room and the time window of PRESENCE_WINDOW_MS the instant falls in, on the app's clock.
 */
function codeOf(app: App, roomId: number, window: number): string {
  const mac = Buffer.from(app.urlSigner.sign(`presence:${roomId}:${window}`), 'base64url');
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

const windowOf = (at: Date) => Math.floor(at.getTime() / PRESENCE_WINDOW_MS);

/** What the display shows now: the code, the room's QR page with it, and when the next code comes. */
export function presenceCode(app: App, roomId: number, now: Date) {
  const window = windowOf(now);
  const code = codeOf(app, roomId, window);
  return {
    code,
    path: `${qrCheckinPath('room', roomId)}?code=${code}`,
    changes_at: new Date((window + 1) * PRESENCE_WINDOW_MS).toISOString(),
  };
}

/** The code of the current or the previous window (a code read just before it changed still counts). */
export function presenceCodeValid(app: App, roomId: number, code: string | undefined, now: Date): boolean {
  if (!code) return false;
  const window = windowOf(now);
  return code === codeOf(app, roomId, window) || code === codeOf(app, roomId, window - 1);
}
