import type { TDeskTimetables } from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from '@/lib/query-keys';

export const getDeskTimetables = (deskId: number) => apiRequest<TDeskTimetables>(`booking/desk/${deskId}/timetables/`);

export const useDeskTimetables = (deskId: number) =>
  useQuery({
    queryKey: bookingKeys.timetables(deskId),
    queryFn: () => getDeskTimetables(deskId),
    enabled: deskId > 0,
    staleTime: 0,
  });
