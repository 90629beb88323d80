import { COLLEAGUE_FILTERS, USER_SEARCH_DEBOUNCE_MS, type TColleagueFilter } from '@flexapp/contract';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddressParams } from '@/lib/use-address-params';
import { useColleagues } from '../api/get-colleagues';
import { ColleagueFilterBar } from '../components/colleague-filter-bar';
import { ColleagueFiltersDialog } from '../components/colleague-filters-dialog';
import { ColleagueList } from '../components/colleague-list';

const NO_PAGES: never[] = [];

const parseFilters = (value: string | null): TColleagueFilter[] =>
  (value ?? '').split(',').filter((f): f is TColleagueFilter => (COLLEAGUE_FILTERS as readonly string[]).includes(f));

/**
 * Find a colleague: search (debounced 200 ms), filters, and the virtual list.
 * The search and filters live in the URL, so Back from a colleague's details
 * returns to the same list; each change keeps the others (decision 444).
 */
export default function ColleaguesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, change] = useAddressParams();
  const [text, setText] = useState(params.get('query') ?? '');
  const filters = useMemo(() => parseFilters(params.get('include')), [params]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const search = useDebouncedCallback((value: string) => change({ query: value.trim() }), USER_SEARCH_DEBOUNCE_MS);
  const setFilters = (next: TColleagueFilter[]) => change({ include: next.join(',') });

  const query = params.get('query') ?? '';
  const colleagues = useColleagues({ query, include: filters });
  const pages = colleagues.data?.pages ?? NO_PAGES;
  const users = useMemo(() => pages.flatMap((p) => p.results), [pages]);
  const filtered = pages[0]?.filtered_count;
  const open = useCallback((id: number) => navigate(`/app/colleagues/colleague_details/${id}`), [navigate]);

  return (
    <Stack gap={0} h="calc(100dvh - 56px)">
      <Stack gap="sm" p="md" pb="sm">
        <Title order={1} size="h3">
          {t('colleagues.title')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('colleagues.search')}
            placeholder={t('colleagues.search_placeholder')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              search(e.currentTarget.value);
            }}
            type="search"
            autoComplete="off"
          />
          <Indicator label={filters.length} size={16} disabled={filters.length === 0}>
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('colleagues.filter')}
              onClick={() => setDialogOpen(true)}
            >
              <IconAdjustmentsHorizontal size={18} />
            </ActionIcon>
          </Indicator>
        </Group>
        <ColleagueFilterBar
          filters={filters}
          onRemove={(f) => setFilters(filters.filter((x) => x !== f))}
          onClear={() => setFilters([])}
        />
        {filtered !== undefined && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('colleagues.found', { count: filtered })}
          </Text>
        )}
      </Stack>
      <Box
        style={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          borderTop: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        {colleagues.isPending && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {colleagues.isError && (
          <Alert color="red" m="md" title={t('colleagues.load_error')}>
            <Button size="xs" variant="white" onClick={() => void colleagues.refetch()}>
              {t('colleagues.retry')}
            </Button>
          </Alert>
        )}
        {colleagues.isSuccess && users.length === 0 && (
          <Stack align="center" gap="xs" py="xl" px="md" c="dimmed">
            <IconUserSearch size={40} />
            <Text ta="center">{t('colleagues.no_results')}</Text>
          </Stack>
        )}
        {users.length > 0 && (
          <ColleagueList
            users={users}
            memoryKey={`${query}|${filters.join(',')}`}
            hasMore={!!colleagues.hasNextPage}
            loadingMore={colleagues.isFetchingNextPage}
            onLoadMore={() => void colleagues.fetchNextPage()}
            onOpen={open}
          />
        )}
      </Box>
      <ColleagueFiltersDialog
        opened={dialogOpen}
        value={filters}
        onClose={() => setDialogOpen(false)}
        onApply={(f) => {
          setFilters(f);
          setDialogOpen(false);
        }}
      />
    </Stack>
  );
}
