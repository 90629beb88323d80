import type { TAmenity, TAmenityList, TAmenityPlaceList, TFavouriteKind } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { amenityKeys } from './query-keys';

export const amenitiesQuery = () =>
  queryOptions({
    queryKey: amenityKeys.list(),
    queryFn: () => apiRequest<TAmenityList>('booking/amenities'),
    select: (data) => data.amenities,
  });
export const useAmenities = () => useQuery(amenitiesQuery());

/** Desks and meeting rooms having every one of `ids` (none chosen: no request). */
export const useAmenityPlaces = (ids: number[]) =>
  useQuery({
    queryKey: amenityKeys.places(ids),
    queryFn: () => apiRequest<TAmenityPlaceList>('booking/amenities/places', { query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
    select: (data) => data.places,
  });

export const usePlaceAmenities = (kind: TFavouriteKind, id: number) =>
  useQuery({
    queryKey: amenityKeys.of(kind, id),
    queryFn: () => apiRequest<TAmenityList>(`booking/amenities/${kind}/${id}`),
    enabled: id > 0,
    select: (data) => data.amenities,
  });

/** An amenity's name in the user's language (decision 261: staff give both). */
export function useAmenityName() {
  const { i18n } = useTranslation();
  return (a: Pick<TAmenity, 'name_en' | 'name_nl'>) => (i18n.language.startsWith('nl') ? a.name_nl : a.name_en);
}
