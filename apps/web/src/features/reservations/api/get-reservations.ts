import type { TReservationList } from '@flexapp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getReservations = () => apiRequest<TReservationList>('booking/reservations/me/');
export const useReservations = () =>
  useQuery({ queryKey: ['booking', 'reservations'], queryFn: getReservations, staleTime: 0 });
