import type { TApiToken, TApiTokenScope } from '@flexapp/contract';
import type { ApiTokenRow } from './tokens.repository';

export function presentApiToken(row: ApiTokenRow, now: Date): TApiToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes as TApiTokenScope[],
    rate_limit: row.rate_limit,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expired: row.expires_at !== null && row.expires_at <= now,
  };
}
