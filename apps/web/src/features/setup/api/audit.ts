import { DASHBOARD_TIMEOUT_MS, type TAuditFacets, type TAuditList } from '@flexapp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setupKeys } from './keys';

export interface AuditFilters {
  user_id?: number;
  entity_type?: string;
  from?: string;
  to?: string;
}

export const getAudit = (page: number, limit: number, filters: AuditFilters = {}) =>
  apiRequest<TAuditList>('setup/audit', { query: { page, limit, ...filters }, timeoutMs: DASHBOARD_TIMEOUT_MS });
export const useAudit = (page: number, limit: number, filters: AuditFilters = {}) =>
  useQuery({
    queryKey: setupKeys.audit(page, limit, filters),
    queryFn: () => getAudit(page, limit, filters),
    placeholderData: keepPreviousData,
  });

/** The people and kinds of change in the log: the filters' choices. */
export const useAuditFacets = () =>
  useQuery({
    queryKey: setupKeys.auditFacets(),
    queryFn: () => apiRequest<TAuditFacets>('setup/audit/facets', { timeoutMs: DASHBOARD_TIMEOUT_MS }),
  });
