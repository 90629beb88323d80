import { DAY_OF_WEEK_ALL, DASHBOARD_TIMEOUT_MS } from '@flexapp/contract';
import { Alert, Grid, Group, Paper, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AggregateOnlyNote } from '@/components/aggregate-only/aggregate-only-note';
import { useAggregateOnly } from '@/lib/aggregate-mode';
import { buildingSearch, buildingSegment, chosenBuildings } from '@/lib/building-choice';
import { buildingsFor, combinedReportBuildings, useGrants } from '@/lib/permissions';
import { useBuildings } from '@/lib/places';
import { useSession } from '@/lib/session';
import type { DashboardFilters } from '../api/report-filters';
import { AvailabilityDonut } from '../components/availability-donut';
import { CheckinDurationChart } from '../components/checkin-duration-chart';
import { CheckinsPerMonthChart } from '../components/checkins-per-month-chart';
import { DayOfWeekFilter } from '../components/day-of-week-filter';
import { NoShowsCard } from '../components/no-shows-card';
import { OccupancyCard } from '../components/occupancy-card';
import { OccupationChart } from '../components/occupation-chart';
import { type Place, PlaceSwitcher } from '../components/place-switcher';
import { QuestionnaireResults } from '../components/questionnaire-results';
import { RangeFilter } from '../components/range-filter';
import { ReplicaAgeNotice } from '../components/replica-age-notice';
import { RecentMeetingRoomsTable } from '../components/recent-meeting-rooms-table';
import { RoomUsageTable } from '../components/room-usage-table';
import { UnknownPlace, useMissingPlace } from '../components/unknown-place';
import { WelcomeHeader } from '../components/welcome-header';
import { WorkplacesTable } from '../components/workplaces-table';
import { type DateRange, defaultRange, previousMonth } from '../lib/date-presets';

const param = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const segment = (id?: number) => (id === undefined ? 'all' : String(id));

/**
 * my_dashboard (/dashboard/buildings/{id}/{floor_id}/{room_id}, several buildings as `all?building_id=…`, decision
 * 426): the route holds the place; with "all" as building it starts on the first building, keeping the URL as it
 * is (docs/decisions/052). Range (default last month) and weekday live in the page.
 */
export default function MyDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const buildings = useBuildings({ timeoutMs: DASHBOARD_TIMEOUT_MS });
  const routeBuildings = chosenBuildings(params.id, search);
  const { isStaff } = useSession();
  // A location admin of several buildings reads "all" as all of theirs together (decision 402).
  const grants = useGrants(!isStaff);
  const mine = combinedReportBuildings(isStaff, grants);
  // The buildings offered: staff every one, a building-scoped role theirs (decision 426).
  const offered = isStaff ? null : buildingsFor(grants, 'reports');
  // "Starting on the first building": with "all" in the route the first building is shown and reported on.
  const first = buildings.data?.find((b) => offered === null || offered.includes(b.id));
  // Questionnaire answers belong to no building: only those who read reports everywhere see them (decision 345).
  const everywhere = isStaff || (grants !== undefined && buildingsFor(grants, 'reports') === null);
  const place: Place = {
    buildingIds: routeBuildings.length > 0 ? routeBuildings : mine || !first ? [] : [first.id],
    floorId: param(params.floor_id),
    roomId: param(params.room_id),
  };
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const [dayOfWeek, setDayOfWeek] = useState<number>(DAY_OF_WEEK_ALL);
  const [month, setMonth] = useState(() => previousMonth());
  const aggregateOnly = useAggregateOnly();

  const waitingForFirst =
    routeBuildings.length === 0 && !mine && (buildings.isPending || (!isStaff && grants === undefined));

  const go = (p: Place) =>
    navigate(
      `/dashboard/buildings/${buildingSegment(p.buildingIds)}/${segment(p.floorId)}/${segment(p.roomId)}${buildingSearch(p.buildingIds)}`,
    );
  const missing = useMissingPlace(params, place.buildingIds, place.floorId, place.roomId);

  const { buildingIds, floorId, roomId } = place;
  const buildingKey = buildingIds.join(',');
  const filters = useMemo<DashboardFilters>(
    () => ({ buildingIds: buildingKey ? buildingKey.split(',').map(Number) : [], floorId, roomId, range, dayOfWeek }),
    [buildingKey, floorId, roomId, range, dayOfWeek],
  );

  return (
    <Stack gap="lg" pb="xl" data-testid="my-dashboard">
      <WelcomeHeader range={range} />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <PlaceSwitcher
            // A place that does not exist is not offered as chosen (its lists would fail to load).
            buildingIds={missing?.level === 'building' ? [] : place.buildingIds}
            floorId={missing && missing.level !== 'room' ? undefined : place.floorId}
            roomId={missing ? undefined : place.roomId}
            offered={offered}
            withAll={mine !== null}
            onChange={go}
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <RangeFilter value={range} onChange={setRange} />
            <DayOfWeekFilter value={dayOfWeek} onChange={setDayOfWeek} />
          </Group>
        </Group>
      </Paper>
      {buildings.error && (
        <Alert color="red" title={t('my_dashboard.error_title')}>
          {t('my_dashboard.switcher.load_error')}
        </Alert>
      )}
      {missing && <UnknownPlace missing={missing} />}
      <ReplicaAgeNotice />
      {!waitingForFirst && !missing && (
        <>
          <OccupancyCard filters={filters} />
          <NoShowsCard filters={filters} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <OccupationChart filters={filters} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <AvailabilityDonut filters={filters} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CheckinDurationChart filters={filters} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CheckinsPerMonthChart filters={filters} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {aggregateOnly ? (
                <AggregateOnlyNote title={t('my_dashboard.tables.recent_meeting_rooms')} />
              ) : (
                <RecentMeetingRoomsTable filters={filters} />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <RoomUsageTable
                filters={filters}
                testId="most-used-rooms"
                sort="desc"
                title={t('my_dashboard.tables.most_used_rooms')}
                subtitle={t('my_dashboard.tables.usage_hint')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <RoomUsageTable
                filters={filters}
                testId="least-used-rooms"
                sort="asc"
                title={t('my_dashboard.tables.least_used_rooms')}
                subtitle={t('my_dashboard.tables.usage_hint')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <RoomUsageTable
                filters={filters}
                testId="meeting-rooms"
                sort="desc"
                checkinType="MEETING"
                title={t('my_dashboard.tables.meeting_rooms')}
                subtitle={t('my_dashboard.tables.usage_hint')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <WorkplacesTable filters={filters} />
            </Grid.Col>
            {everywhere && (
              <Grid.Col span={12}>
                <QuestionnaireResults month={month} onMonthChange={setMonth} />
              </Grid.Col>
            )}
          </Grid>
        </>
      )}
    </Stack>
  );
}
