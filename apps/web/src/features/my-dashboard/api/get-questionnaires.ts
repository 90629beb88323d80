import type { TQuestionnaireResult } from '@flexapp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardReportKeys, REPORT_STALE_MS, REPORT_TIMEOUT_MS } from './report-filters';

/** GET reports/questionnaires?month=YYYY-MM: answer counts of that month. */
export const getQuestionnaires = (month: string) =>
  apiRequest<TQuestionnaireResult[]>('reports/questionnaires', { query: { month }, timeoutMs: REPORT_TIMEOUT_MS });

export const questionnairesQueryOptions = (month: string) =>
  queryOptions({
    queryKey: dashboardReportKeys.questionnaires(month),
    queryFn: () => getQuestionnaires(month),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useQuestionnaires = (month: string) => useQuery(questionnairesQueryOptions(month));
