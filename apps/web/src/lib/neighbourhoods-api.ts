import type { TNeighbourhoodDay, TNeighbourhoodMark, TNeighbourhoodReserved } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { inOrgZone, orgTime } from './org-time';
import { neighbourhoodKeys } from './query-keys';

/** How the neighbourhoods hold places on `date` for the signed-in person (decision 310). */
export const neighbourhoodDayQuery = (date: string) =>
  queryOptions({
    queryKey: neighbourhoodKeys.day(date),
    queryFn: () => apiRequest<TNeighbourhoodDay>('booking/neighbourhoods', { query: { date } }),
    enabled: date !== '',
  });

/** What a place shows of its neighbourhood: name and colour, and why the person cannot book it, if so. */
export interface PlaceNeighbourhood {
  name: string;
  colour: string;
  reason: string | null;
}

const WEEK_MS = 6 * 24 * 3600_000;

/** "Reserved for Team Finance until Wednesday 15:00" (or "… on this day" when it does not open). */
export function reservedReason(t: TFunction, language: string, why: TNeighbourhoodReserved, now = new Date()) {
  const groups = new Intl.ListFormat(language, { type: 'conjunction' }).format(why.groups);
  if (!why.opens_at) return t('neighbourhoods.reserved_only', { groups });
  const at = new Date(why.opens_at);
  const far = at.getTime() - now.getTime() > WEEK_MS;
  const day = new Intl.DateTimeFormat(
    language,
    inOrgZone(far ? { weekday: 'long', day: 'numeric', month: 'long' } : { weekday: 'long' }),
  ).format(at);
  return t('neighbourhoods.reserved_until', { groups, when: t('neighbourhoods.when', { day, time: orgTime(at) }) });
}

/** For a day: each desk's and meeting room's neighbourhood, with the reason when it is kept from the person. */
export function useNeighbourhoodMarks(date: string) {
  const { t, i18n } = useTranslation();
  const day = useQuery(neighbourhoodDayQuery(date));
  const build = (kind: 'desk' | 'room') => {
    const marks = new Map<number, PlaceNeighbourhood>();
    if (!day.data) return marks;
    const byId = new Map(day.data.neighbourhoods.map((n) => [n.id, n]));
    const reason = (n: TNeighbourhoodMark) =>
      reservedReason(t, i18n.language, { neighbourhood: n.name, groups: n.groups, opens_at: n.opens_at });
    for (const n of day.data.neighbourhoods)
      for (const id of kind === 'desk' ? n.desk_ids : n.room_ids)
        if (!marks.has(id)) marks.set(id, { name: n.name, colour: n.colour, reason: null });
    for (const r of kind === 'desk' ? day.data.reserved_desks : day.data.reserved_rooms) {
      const n = byId.get(r.neighbourhood_id);
      if (n) marks.set(r.id, { name: n.name, colour: n.colour, reason: reason(n) });
    }
    return marks;
  };
  return { desks: build('desk'), rooms: build('room') };
}
