import { addDays, DASHBOARD_TIMEOUT_MS } from '@flexapp/contract';
import { Alert, Button, Card, Checkbox, Group, Loader, Menu, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import { IconDownload, IconFileTypeCsv, IconFileTypePdf, IconJson, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgApiDate } from '@/lib/org-time';
import { Link, useSearchParams } from 'react-router';
import { AggregateOnlyNote } from '@/components/aggregate-only/aggregate-only-note';
import { BuildingChoice } from '@/components/building-choice/building-choice';
import { useAggregateOnly } from '@/lib/aggregate-mode';
import { buildingNames, chosenBuildings, withBuildings } from '@/lib/building-choice';
import { buildingsFor, useGrants } from '@/lib/permissions';
import { useBuildings } from '@/lib/places';
import { useExport } from '@/lib/export/use-export';
import { useSession } from '@/lib/session';
import { type CheckinFilters, useCheckinActivities } from '../api/get-checkin-activities';
import type { SelectorOption } from '../api/search-selectors';
import type { ExportFormat } from '../components/checkins-export';
import { type CellFilter, CheckinsTable } from '../components/checkins-table';
import { SearchSelect } from '../components/search-select';

/** docs/product/reports.md: the check-ins default to the last 14 days, 00:00 to 23:59. */
export function defaultCheckinRange(today = orgApiDate(new Date())): [string, string] {
  return [addDays(today, -13), today];
}

/** The staff check-ins screen; a list of people, so only a note in aggregate-only analytics (decision 317). */
export default function CheckinsPage() {
  const { t } = useTranslation();
  if (useAggregateOnly())
    return (
      <Stack p="md" gap="md">
        <Title order={1} size="h2">
          {t('checkins.title')}
        </Title>
        <AggregateOnlyNote />
      </Stack>
    );
  return <CheckinsReport />;
}

/** Search, table, guest-only and pretty-date switches, exports. */
function CheckinsReport() {
  const { t } = useTranslation();
  const { config, isStaff } = useSession();
  // The chosen buildings live in the address, `?building_id=…` repeated (decision 426).
  const [search, setSearch] = useSearchParams();
  const buildingIds = chosenBuildings(undefined, search);
  const grants = useGrants(!isStaff);
  // Staff and the analyst choose among every building, a building-scoped role among theirs.
  const offered = isStaff ? null : buildingsFor(grants, 'reports');
  const buildings = useBuildings({ timeoutMs: DASHBOARD_TIMEOUT_MS });
  const allLabel = offered === null ? t('building_choice.all') : t('building_choice.all_mine');
  const [range, setRange] = useState<[string | null, string | null]>(defaultCheckinRange);
  const [applied, setApplied] = useState<[string, string]>(defaultCheckinRange);
  const [times, setTimes] = useState({ start: '00:00', end: '23:59' });
  const [user, setUser] = useState<SelectorOption | null>(null);
  const [desk, setDesk] = useState<SelectorOption | null>(null);
  const [room, setRoom] = useState<SelectorOption | null>(null);
  const [guestOnly, setGuestOnly] = useState(false);
  const [plainDates, setPlainDates] = useState(false);
  const { exporting, downloadButton, run: exportAs } = useExport<ExportFormat>();

  const validTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
  const filters: CheckinFilters = {
    start_date: applied[0],
    end_date: applied[1],
    start_time: validTime(times.start) ? times.start : '00:00',
    end_time: validTime(times.end) ? times.end : '23:59',
    user: user ? Number(user.value) : undefined,
    desk: desk ? Number(desk.value) : undefined,
    room: room ? Number(room.value) : undefined,
    building_id: buildingIds,
    guest: guestOnly,
  };
  // Other buildings: the desk or room chosen may lie outside them, so both are cleared.
  const chooseBuildings = (ids: number[]) => {
    setSearch((current) => withBuildings(current, ids));
    setDesk(null);
    setRoom(null);
  };
  const activities = useCheckinActivities(filters);
  const rows = activities.data?.checkins ?? [];

  const onRange = (value: [string | null, string | null]) => {
    setRange(value);
    if (value[0] && value[1]) setApplied([value[0], value[1]]);
  };
  // Choosing a desk clears the room and the other way round.
  const onFilter = useCallback((f: CellFilter) => {
    const option = { value: String(f.id), label: f.label };
    if (f.kind === 'user') setUser(option);
    if (f.kind === 'desk') {
      setDesk(option);
      setRoom(null);
    }
    if (f.kind === 'room') {
      setRoom(option);
      setDesk(null);
    }
  }, []);

  const download = (format: ExportFormat) =>
    exportAs(format, async () => {
      const { exportCheckins } = await import('../components/checkins-export');
      // The filters that chose the rows, stated in the PDF (decision 177).
      const stated = [
        t('checkins.export.times', { start: filters.start_time, end: filters.end_time }),
        ...(buildingIds.length > 0
          ? [t('building_choice.stated', { names: buildingNames(buildingIds, buildings.data).join(', ') })]
          : []),
        ...(user ? [t('checkins.export.person', { name: user.label })] : []),
        ...(desk ? [t('checkins.export.desk', { name: desk.label })] : []),
        ...(room ? [t('checkins.export.room', { name: room.label })] : []),
        ...(guestOnly ? [t('checkins.export.guests_only')] : []),
      ];
      await exportCheckins(format, rows, { start: filters.start_date, end: filters.end_date }, t, stated);
    });

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('checkins.title')}
        </Title>
        <Group gap="sm">
          {config?.theme.enable_register_guest && (
            <Button
              component={Link}
              to="/dashboard/register_guest"
              variant="light"
              leftSection={<IconUserPlus size={16} />}
            >
              {t('checkins.register_guest')}
            </Button>
          )}
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <Button
                ref={downloadButton}
                leftSection={exporting ? <Loader size={14} color="white" /> : <IconDownload size={16} />}
                disabled={!activities.data || activities.isPlaceholderData || !!exporting || rows.length === 0}
              >
                {t('checkins.export.button')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => download('pdf')}>
                {t('checkins.export.pdf')}
              </Menu.Item>
              <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => download('csv')}>
                {t('checkins.export.csv')}
              </Menu.Item>
              <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => download('csv-raw')}>
                {t('checkins.export.csv_raw')}
              </Menu.Item>
              <Menu.Item leftSection={<IconJson size={16} />} onClick={() => download('json')}>
                {t('checkins.export.json')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      <Card withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <DatePickerInput
            type="range"
            label={t('checkins.filters.dates')}
            value={range}
            onChange={(v) => onRange(v as [string | null, string | null])}
            valueFormat="DD-MM-YYYY"
            allowSingleDateInRange
            data-testid="checkins-range"
          />
          <Group grow gap="sm">
            <TimePicker
              label={t('checkins.filters.time_start')}
              format="24h"
              value={times.start}
              onChange={(v) => setTimes((x) => ({ ...x, start: v.slice(0, 5) }))}
            />
            <TimePicker
              label={t('checkins.filters.time_end')}
              format="24h"
              value={times.end}
              onChange={(v) => setTimes((x) => ({ ...x, end: v.slice(0, 5) }))}
            />
          </Group>
          <BuildingChoice
            label={t('building_choice.label')}
            buildings={(buildings.data ?? []).filter((b) => offered === null || offered.includes(b.id))}
            value={buildingIds}
            allLabel={allLabel}
            onChange={chooseBuildings}
            error={buildings.error ? t('checkins.error') : undefined}
            testId="checkins-building"
          />
          {/* The search of people is staff's (decision 345); desks and rooms are every reports holder's (427). */}
          {isStaff && (
            <SearchSelect kind="users" label={t('checkins.filters.person')} value={user} onChange={setUser} />
          )}
          <SearchSelect
            kind="desks"
            label={t('checkins.filters.desk')}
            buildings={buildingIds}
            value={desk}
            onChange={(v) => {
              setDesk(v);
              if (v) setRoom(null);
            }}
          />
          <SearchSelect
            kind="meeting_rooms"
            label={t('checkins.filters.room')}
            buildings={buildingIds}
            value={room}
            onChange={(v) => {
              setRoom(v);
              if (v) setDesk(null);
            }}
          />
          <Stack gap="xs" justify="flex-end">
            <Checkbox
              label={t('checkins.filters.guest_only')}
              checked={guestOnly}
              onChange={(e) => setGuestOnly(e.currentTarget.checked)}
            />
            <Checkbox
              label={t('checkins.filters.disable_pretty_date')}
              checked={plainDates}
              onChange={(e) => setPlainDates(e.currentTarget.checked)}
            />
          </Stack>
        </SimpleGrid>
      </Card>

      <Card withBorder radius="md" p="md">
        {activities.isError ? (
          <Alert color="red">{t('checkins.error')}</Alert>
        ) : !activities.data ? (
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl" data-testid="checkins-empty">
            {t('checkins.table.no_data')}
          </Text>
        ) : (
          <div style={{ opacity: activities.isPlaceholderData ? 0.6 : 1 }}>
            <CheckinsTable rows={rows} prettyDates={!plainDates} onFilter={onFilter} />
          </div>
        )}
      </Card>
    </Stack>
  );
}
