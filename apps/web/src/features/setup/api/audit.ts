import { DASHBOARD_TIMEOUT_MS, type TAuditList } from '@flexapp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getAudit = (page: number, limit: number) =>
  apiRequest<TAuditList>('setup/audit', { query: { page, limit }, timeoutMs: DASHBOARD_TIMEOUT_MS });
export const useAudit = (page: number, limit: number) =>
  useQuery({
    queryKey: ['setup', 'audit', page, limit],
    queryFn: () => getAudit(page, limit),
    placeholderData: keepPreviousData,
  });
