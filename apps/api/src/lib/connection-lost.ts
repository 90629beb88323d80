/**
 * True when a request failed because its database connection was lost or could not be made (the pooler or the
 * primary restarting): network errors, SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server
 * shutting down or starting). Such a request is answered 503 with Retry-After, which clients may retry
 * (decision 325); whether a write whose reply was lost got committed is for the client to look up.
 */
export function isConnectionLost(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e?.code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(e.code)) return true;
    if (/^(08[0-9A-Z]{3}|57P0[123])$/.test(e.code)) return true;
  }
  return (
    typeof e?.message === 'string' &&
    /^(Connection terminated|Client has encountered a connection error|Client was closed)/.test(e.message)
  );
}
