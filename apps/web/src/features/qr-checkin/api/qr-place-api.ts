import type { TActiveCheckin, TQrPlace, TQrPlaceKind } from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useCheckinInvalidation } from '@/lib/checkin-api';

/** The QR page's query keys. */
export const qrKeys = {
  all: ['qr-place'] as const,
  place: (kind: TQrPlaceKind, id: number) => ['qr-place', kind, id] as const,
};

export const getQrPlace = (kind: TQrPlaceKind, id: number) => apiRequest<TQrPlace>(`qr/places/${kind}/${id}`);
/** `presenceCode`: the code the room's display shows, when check-in only by QR needs it (decision 333). */
export const postQrCheckin = (kind: TQrPlaceKind, id: number, presenceCode?: string) =>
  apiRequest<TActiveCheckin>(`qr/places/${kind}/${id}/checkin`, {
    method: 'POST',
    query: { presence_code: presenceCode },
  });

export const qrPlaceQueryOptions = (kind: TQrPlaceKind, id: number) =>
  queryOptions({ queryKey: qrKeys.place(kind, id), queryFn: () => getQrPlace(kind, id), retry: false });

export const useQrPlace = (kind: TQrPlaceKind, id: number) => useQuery(qrPlaceQueryOptions(kind, id));

/** The one tap: check in (booking the free desk first, on the server); then the place and the person reload. */
export function useQrCheckin(kind: TQrPlaceKind, id: number) {
  const client = useQueryClient();
  const invalidate = useCheckinInvalidation();
  return useMutation({
    mutationFn: (presenceCode?: string) => postQrCheckin(kind, id, presenceCode),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: qrKeys.place(kind, id) }), invalidate()]),
  });
}
