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
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconUserSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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
 * returns to the same list.
 */
export default function ColleaguesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('query') ?? '');
  const [debounced] = useDebouncedValue(text, USER_SEARCH_DEBOUNCE_MS);
  const filters = useMemo(() => parseFilters(params.get('include')), [params]);
  const [dialogOpen, setDialogOpen] = useState(false);

  const update = useCallback(
    (next: { query?: string; include?: TColleagueFilter[] }) => {
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          if (next.query !== undefined) {
            if (next.query.trim()) p.set('query', next.query.trim());
            else p.delete('query');
          }
          if (next.include !== undefined) {
            if (next.include.length) p.set('include', next.include.join(','));
            else p.delete('include');
          }
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  useEffect(() => {
    if ((params.get('query') ?? '') !== debounced.trim()) update({ query: debounced });
  }, [debounced, params, update]);

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
            onChange={(e) => setText(e.currentTarget.value)}
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
          onRemove={(f) => update({ include: filters.filter((x) => x !== f) })}
          onClear={() => update({ include: [] })}
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
          update({ include: f });
          setDialogOpen(false);
        }}
      />
    </Stack>
  );
}
