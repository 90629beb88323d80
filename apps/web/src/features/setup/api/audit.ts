import { DASHBOARD_TIMEOUT_MS, type TAuditEntry, type TAuditFacets, type TAuditList } from '@flexapp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setupKeys } from './keys';

export interface AuditFilters {
  user_id?: number;
  entity_type?: string;
  building_id?: number;
  from?: string;
  to?: string;
}

/** One keyset page of the log (decision 250): the entries older than `after`, newest first. */
export const getAudit = (after: string | null, limit: number, filters: AuditFilters = {}) =>
  apiRequest<TAuditList>('setup/audit', {
    query: { limit, ...filters, ...(after ? { after } : {}) },
    timeoutMs: DASHBOARD_TIMEOUT_MS,
  });
export const useAudit = (after: string | null, limit: number, filters: AuditFilters = {}) =>
  useQuery({
    queryKey: setupKeys.audit(after, limit, filters),
    queryFn: () => getAudit(after, limit, filters),
    placeholderData: keepPreviousData,
  });

/** Every entry the filters match, page after page: what the CSV export holds. */
export async function getAllAudit(filters: AuditFilters): Promise<TAuditEntry[]> {
  const all: TAuditEntry[] = [];
  let after: string | null = null;
  do {
    const page: TAuditList = await getAudit(after, 200, filters);
    all.push(...page.results);
    after = page.next_cursor;
  } while (after);
  return all;
}

/** The people, kinds of change and buildings in the log: the filters' choices. */
export const useAuditFacets = () =>
  useQuery({
    queryKey: setupKeys.auditFacets(),
    queryFn: () => apiRequest<TAuditFacets>('setup/audit/facets', { timeoutMs: DASHBOARD_TIMEOUT_MS }),
  });
