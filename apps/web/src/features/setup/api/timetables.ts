import {
  DASHBOARD_TIMEOUT_MS,
  type TDeleteResult,
  type TSetupTimetable,
  type TTimetableCreate,
  type TTimetableUpdate,
} from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setupKeys } from './keys';

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
export const getTimetables = () => apiRequest<TSetupTimetable[]>('setup/timetables', opts);
export const useTimetables = () => useQuery({ queryKey: setupKeys.timetables(), queryFn: getTimetables });
export const createTimetable = (body: TTimetableCreate) =>
  apiRequest<TSetupTimetable>('setup/timetables', { method: 'POST', body, ...opts });
export const updateTimetable = ({ id, release, ...body }: TTimetableUpdate & { id: number; release?: boolean }) =>
  apiRequest<TSetupTimetable>(`setup/timetables/${id}`, {
    method: 'PATCH',
    body,
    query: { release: release ? 'true' : undefined },
    ...opts,
  });
export const deleteTimetable = ({ id, release }: { id: number; release: boolean }) =>
  apiRequest<TDeleteResult>(`setup/timetables/${id}`, {
    method: 'DELETE',
    query: { release: release ? 'true' : undefined },
    ...opts,
  });
