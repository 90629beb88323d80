import type { TReservationList } from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from '@/lib/query-keys';

export const getReservations = () => apiRequest<TReservationList>('booking/reservations/me/');
export const useReservations = () =>
  useQuery({ queryKey: bookingKeys.reservations(), queryFn: getReservations, staleTime: 0 });
