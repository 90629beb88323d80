import { bookingScopePath, DASHBOARD_TIMEOUT_MS, isApiDate, toDisplayDate } from '@flexapp/contract';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconFileTypePdf, IconJson } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgApiDate } from '@/lib/org-time';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { BuildingChoice } from '@/components/building-choice/building-choice';
import { buildingNames, buildingSearch, buildingSegment, chosenBuildings } from '@/lib/building-choice';
import { buildingsFor, useGrants } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { AggregateOnlyNote } from '@/components/aggregate-only/aggregate-only-note';
import { useAggregateOnly } from '@/lib/aggregate-mode';
import { useExport } from '@/lib/export/use-export';
import { getAllBookings, useBookingList } from '../api/get-booking-list';
import { useBookingsReport } from '../api/get-bookings-report';
import { useBookingsSummary } from '../api/get-bookings-summary';
import { useBuildings, useFloors, useRooms } from '@/lib/places';
import type { ExportFormat } from '../components/bookings-export';
import { BookingsChart, type ChartMode } from '../components/bookings-chart';
import { BookingsTable } from '../components/bookings-table';
import { matchingRange, RANGE_KEYS, type RangeKey, rangeFor } from '../components/ranges';
import { RangeSelect } from '../components/range-select';
import { SummaryCard } from '../components/summary-card';
import { NotFoundState } from '@/components/not-found-state/not-found-state';

const path = (id: string, floor: string, room: string, start: string, end: string, page: number) =>
  `/dashboard/bookings/${id}/${floor}/${room}/${start}/${end}/${page}`;

/** bookings and bookings_date: summary, occupation chart, paginated bookings and exports. */
/** A select as wide as its longest option (never cut: "Amsterdam – Zuida", "Alle verdieping"), within bounds. */
const fitWidth = (labels: string[], min = 12) =>
  `calc(${Math.min(48, Math.max(min, ...labels.map((l) => l.length)))}ch + 56px)`;

export default function BookingsPage() {
  const { id = 'all', floor_id = 'all', room_id = 'all', date_start, date_end, page } = useParams();
  const [search] = useSearchParams();
  // One building in the path, several as `all?building_id=…` (decision 426).
  const buildingIds = chosenBuildings(id, search);
  const { config } = useSession();
  const today = orgApiDate(new Date());
  const bookable = config?.booking.bookable_date ?? today;
  const valid =
    !!date_start &&
    !!date_end &&
    isApiDate(date_start) &&
    isApiDate(date_end) &&
    date_end >= date_start &&
    /^[1-9]\d*$/.test(page ?? '');
  // Without (valid) dates in the route: bookings_date with today .. bookable_date + 3 days, page 1.
  if (!valid) {
    const [start, end] = rangeFor('default', today, bookable);
    return <Navigate to={path(id, floor_id, room_id, start, end, 1) + buildingSearch(buildingIds)} replace />;
  }
  return (
    <BookingsReport
      ids={{ id, floor_id, room_id }}
      buildingIds={buildingIds}
      start={date_start}
      end={date_end}
      page={Number(page)}
      today={today}
      bookable={bookable}
    />
  );
}

interface ReportProps {
  ids: { id: string; floor_id: string; room_id: string };
  buildingIds: number[];
  start: string;
  end: string;
  page: number;
  today: string;
  bookable: string;
}

function BookingsReport({ ids, buildingIds, start, end, page, today, bookable }: ReportProps) {
  const { t } = useTranslation();
  const { isStaff } = useSession();
  const grants = useGrants(!isStaff);
  // Staff and the analyst choose among every building, a building-scoped role among theirs (decision 426).
  const offered = isStaff ? null : buildingsFor(grants, 'reports');
  const allLabel = offered === null ? t('bookings.all_buildings') : t('building_choice.all_mine');
  const single = buildingIds.length === 1 ? String(buildingIds[0]) : 'all';
  const navigate = useNavigate();
  const [mode, setMode] = useState<ChartMode>('heatmap');
  const { exporting, downloadButton, run: exportAs } = useExport<ExportFormat>();
  const range = {
    scope: bookingScopePath(single, ids.floor_id, ids.room_id),
    start_date: start,
    end_date: end,
    buildingIds: single === 'all' ? buildingIds : [],
  };
  const filters = { start_date: start, end_date: end, buildings: buildingIds, floor: ids.floor_id, room: ids.room_id };
  const report = useBookingsReport(range);
  const summary = useBookingsSummary(range);
  const aggregateOnly = useAggregateOnly();
  const list = useBookingList(filters, page, !aggregateOnly);
  const buildings = useBuildings({ timeoutMs: DASHBOARD_TIMEOUT_MS });
  const floors = useFloors(single, { timeoutMs: DASHBOARD_TIMEOUT_MS });
  const rooms = useRooms(ids.floor_id, { timeoutMs: DASHBOARD_TIMEOUT_MS });

  const go = (
    next: Partial<{
      buildingIds: number[];
      floor_id: string;
      room_id: string;
      start: string;
      end: string;
      page: number;
    }>,
  ) => {
    const n = { ...ids, buildingIds, start, end, page, ...next };
    const id = buildingSegment(n.buildingIds);
    navigate(path(id, n.floor_id, n.room_id, n.start, n.end, n.page) + buildingSearch(n.buildingIds));
  };
  const rangeKey = matchingRange(start, end, today, bookable);
  const rangeOptions = [
    ...RANGE_KEYS.map((k) => ({ value: k, label: t(`bookings.ranges.${k}`) })),
    ...(rangeKey
      ? []
      : [
          {
            value: 'custom',
            label: t('bookings.ranges.custom', { start: toDisplayDate(start), end: toDisplayDate(end) }),
          },
        ]),
  ];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / Math.max(1, list.data.page_size))) : 1;
  const known = (id: string, items: { id: number }[] | undefined) =>
    id === 'all' || !items || items.some((x) => String(x.id) === id);
  // An address naming a place that does not exist says so, with a way back (decision 180).
  const unknownBuilding = buildingIds.map(String).find((id) => !known(id, buildings.data));
  const unknownPlace = unknownBuilding
    ? {
        title: t('bookings.not_found.building', { id: unknownBuilding }),
        back: path('all', 'all', 'all', start, end, 1),
      }
    : !known(ids.floor_id, floors.data)
      ? { title: t('bookings.not_found.floor', { id: ids.floor_id }), back: path(ids.id, 'all', 'all', start, end, 1) }
      : !known(ids.room_id, rooms.data)
        ? {
            title: t('bookings.not_found.room', { id: ids.room_id }),
            back: path(ids.id, ids.floor_id, 'all', start, end, 1),
          }
        : null;
  const pastTheEnd = !!list.data && list.data.count > 0 && page > pages;
  const nothingToExport = !list.data || list.data.count === 0;

  const download = (format: ExportFormat) =>
    exportAs(format, async () => {
      const [{ exportBookings }, all] = await Promise.all([
        import('../components/bookings-export'),
        getAllBookings(filters),
      ]);
      // The chosen buildings by name, where the one building was named before (decision 426).
      const names = buildingNames(buildingIds, buildings.data);
      const place = [
        names.length > 0 ? names.join(', ') : allLabel,
        ...(ids.floor_id !== 'all' ? [floors.data?.find((f) => String(f.id) === ids.floor_id)?.name] : []),
        ...(ids.room_id !== 'all' ? [rooms.data?.find((r) => String(r.id) === ids.room_id)?.name] : []),
      ]
        .filter(Boolean)
        .join(' / ');
      exportBookings(format, all.results, { start, end }, t, [t('bookings.export.place', { place })]);
    });

  const reportBody = (
    <>
      <SummaryCard summary={summary.data} />

      <Card withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('bookings.chart.title')}</Title>
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as ChartMode)}
            data={(['heatmap', 'bar', 'line'] as const).map((m) => ({ value: m, label: t(`bookings.chart.${m}`) }))}
            data-testid="chart-mode"
          />
        </Group>
        {report.isError ? (
          <Alert color="red">{t('bookings.error')}</Alert>
        ) : !report.data ? (
          <Loader />
        ) : (
          <BookingsChart rows={report.data} mode={mode} valueLabel={t('bookings.chart.average')} />
        )}
      </Card>

      <Card withBorder radius="md" p="md">
        {aggregateOnly ? (
          <AggregateOnlyNote />
        ) : list.isError ? (
          <Alert color="red">{t('bookings.error')}</Alert>
        ) : !list.data ? (
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        ) : list.data.count === 0 ? (
          <Text c="dimmed" ta="center" p="xl" data-testid="bookings-empty">
            {t('bookings.table.no_data')}
          </Text>
        ) : pastTheEnd ? (
          <NotFoundState
            testId="bookings-page-not-found"
            title={t('bookings.not_found.page', { page })}
            description={t('bookings.not_found.page_text', { count: pages })}
            action={
              <Button variant="light" onClick={() => go({ page: pages })}>
                {t('bookings.not_found.page_back', { page: pages })}
              </Button>
            }
          />
        ) : (
          <>
            <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <BookingsTable rows={list.data.results} />
            </div>
            <Group justify="space-between" mt="sm">
              <Text size="sm" c="dimmed" data-testid="bookings-count">
                {t('bookings.count', { count: list.data.count })}
              </Text>
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(p) => go({ page: p })}
                  size="sm"
                  data-testid="bookings-pagination"
                />
              )}
            </Group>
          </>
        )}
      </Card>
    </>
  );

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('bookings.title')}
        </Title>
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <Button
              ref={downloadButton}
              leftSection={exporting ? <Loader size={14} color="white" /> : <IconDownload size={16} />}
              disabled={!!exporting || nothingToExport || !!unknownPlace}
            >
              {t('bookings.export.button')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => download('pdf')}>
              {t('bookings.export.pdf')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => download('csv')}>
              {t('bookings.export.csv')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => download('csv-raw')}>
              {t('bookings.export.csv_raw')}
            </Menu.Item>
            <Menu.Item leftSection={<IconJson size={16} />} onClick={() => download('json')}>
              {t('bookings.export.json')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {/* At most as wide as the page, so that a long label shrinks its select instead of widening the page. */}
        <Group gap="sm" align="flex-end" wrap="wrap" miw={0} maw="100%">
          <BuildingChoice
            label={t('bookings.building')}
            buildings={(buildings.data ?? []).filter((b) => offered === null || offered.includes(b.id))}
            value={buildingIds}
            allLabel={allLabel}
            onChange={(v) => go({ buildingIds: v, floor_id: 'all', room_id: 'all', page: 1 })}
            width={fitWidth([allLabel, ...(buildings.data ?? []).map((b) => b.name)])}
            testId="bookings-building"
          />
          <Select
            label={t('bookings.floor')}
            data={[
              { value: 'all', label: t('bookings.all_floors') },
              ...(floors.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
            ]}
            value={ids.floor_id}
            onChange={(v) => v && go({ floor_id: v, room_id: 'all', page: 1 })}
            allowDeselect={false}
            disabled={single === 'all'}
            maw="100%"
            w={fitWidth([t('bookings.all_floors'), ...(floors.data ?? []).map((f) => f.name)])}
            data-testid="bookings-floor"
          />
          <Select
            label={t('bookings.room')}
            data={[
              { value: 'all', label: t('bookings.all_rooms') },
              ...(rooms.data ?? [])
                .filter((r) => r.type !== 'MEETING')
                .map((r) => ({ value: String(r.id), label: r.name })),
            ]}
            value={ids.room_id}
            onChange={(v) => v && go({ room_id: v, page: 1 })}
            allowDeselect={false}
            disabled={ids.floor_id === 'all'}
            maw="100%"
            w={fitWidth([t('bookings.all_rooms'), ...(rooms.data ?? []).map((r) => r.name)])}
            data-testid="bookings-room"
          />
          <RangeSelect
            label={t('bookings.range')}
            options={rangeOptions}
            value={rangeKey ?? 'custom'}
            onChange={(v) => {
              if (v === 'custom') return;
              const [s, e] = rangeFor(v as RangeKey, today, bookable);
              go({ start: s, end: e, page: 1 });
            }}
            width={fitWidth(rangeOptions.map((o) => o.label))}
            testId="bookings-range"
          />
        </Group>
      </Group>

      {unknownPlace ? (
        <NotFoundState
          title={unknownPlace.title}
          description={t('bookings.not_found.place_text')}
          action={
            <Button component={Link} to={unknownPlace.back} variant="light">
              {t('bookings.not_found.place_back')}
            </Button>
          }
        />
      ) : (
        reportBody
      )}
    </Stack>
  );
}
