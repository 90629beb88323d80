import { DAY_OF_WEEK_ALL, type TCheckinPlaceType } from '@flexapp/contract';
import { type RawBuilder, sql } from 'kysely';
import { inBuildings, placeWhere, type RangeScope } from './dashboard-scope.sql';

/**
 * The dashboard's filters over the daily roll-ups (alias cr, checkin_day_rollups; decision 051): days of the
 * range on the chosen weekday, in the chosen building, floor or room, of the chosen type (both when none).
 * The roll-ups count local days of the same time zone the direct queries use.
 */
export function rollupWhere(scope: RangeScope, type?: TCheckinPlaceType): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`cr.day >= ${scope.start_date}::date and cr.day <= ${scope.end_date}::date`,
    type ? sql`cr.type = ${type}` : sql`true`,
  ];
  if (scope.day_of_week !== DAY_OF_WEEK_ALL) parts.push(sql`extract(dow from cr.day) = ${scope.day_of_week}`);
  if (scope.building_id !== undefined || scope.floor_id !== undefined || scope.room_id !== undefined)
    parts.push(
      sql`cr.room_id in (select r.id from rooms r join floors f on f.id = r.floor_id where ${placeWhere(scope)})`,
    );
  return sql.join(parts, sql` and `);
}

/**
 * The daily roll-up rows of the scope as a FROM item (alias cr, columns day, type, checkins, closed,
 * closed_seconds, occupied_desks): the whole organisation or one building from the per-building roll-up, whose
 * size grows with days and buildings only (decision 335); a floor or room from the per-room one.
 */
export function rolledDays(scope: RangeScope, type?: TCheckinPlaceType): RawBuilder<unknown> {
  if (scope.floor_id !== undefined || scope.room_id !== undefined)
    return sql`(select * from checkin_day_rollups cr where ${rollupWhere(scope, type)}) cr`;
  const parts: RawBuilder<unknown>[] = [
    sql`b.day >= ${scope.start_date}::date and b.day <= ${scope.end_date}::date`,
    type ? sql`b.type = ${type}` : sql`true`,
    scope.building_id !== undefined ? inBuildings(sql.ref('b.building_id'), scope.building_id) : sql`true`,
  ];
  if (scope.day_of_week !== DAY_OF_WEEK_ALL) parts.push(sql`extract(dow from b.day) = ${scope.day_of_week}`);
  return sql`(select * from checkin_building_days b where ${sql.join(parts, sql` and `)}) cr`;
}

/** Per month: the closed check-ins and their average length in whole seconds (rounded as avg() rounds). */
export const rollupDurationsPerMonth = (scope: RangeScope, type: TCheckinPlaceType) => sql<{
  month: string;
  average: string | null;
  count: string;
}>`
  select to_char(date_trunc('month', cr.day), 'YYYY-MM') as month,
         round(sum(cr.closed_seconds) / nullif(sum(cr.closed), 0)) as average,
         sum(cr.closed) as count
  from ${rolledDays(scope, type)}
  group by 1
  having sum(cr.closed) > 0`;

/** Per month: the check-ins. */
export const rollupCountsPerMonth = (scope: RangeScope, type?: TCheckinPlaceType) => sql<{
  month: string;
  count: string;
}>`
  select to_char(date_trunc('month', cr.day), 'YYYY-MM') as month, sum(cr.checkins) as count
  from ${rolledDays(scope, type)}
  group by 1
  having sum(cr.checkins) > 0`;

/** Per day: the check-ins and the distinct desks taken (desks belong to one room, so rooms add up). */
export const rollupPerDay = (scope: RangeScope) => sql`
  select cr.day as day, sum(cr.checkins) as count, sum(cr.occupied_desks) as occupied_desks
  from ${rolledDays(scope)}
  group by 1
  having sum(cr.checkins) > 0`;
