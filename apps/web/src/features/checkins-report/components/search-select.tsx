import { DASHBOARD_SEARCH_DEBOUNCE_MS, DASHBOARD_SEARCH_MIN_CHARS } from '@flexapp/contract';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SelectorKind, type SelectorOption, useSelectorSearch } from '../api/search-selectors';

interface Props {
  kind: SelectorKind;
  label: string;
  value: SelectorOption | null;
  onChange(value: SelectorOption | null): void;
  /** Desks and rooms: only those of these buildings ([]: all one may see, decision 427). */
  buildings?: readonly number[];
}

/** A person / desk / meeting-room selector: searches after 2 typed characters and a 1 s pause (docs/product/reports.md). */
export function SearchSelect({ kind, label, value, onChange, buildings }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search, DASHBOARD_SEARCH_DEBOUNCE_MS);
  // After a pick the box shows the label: that is not a new search.
  const term = value && debounced === value.label ? '' : debounced.trim();
  const results = useSelectorSearch(kind, term, buildings);

  useEffect(() => setSearch(value?.label ?? ''), [value]);

  const options = [...(results.data ?? [])];
  if (value && !options.some((o) => o.value === value.value)) options.unshift(value);
  const typed = search.trim().length;
  const nothingFound =
    typed > 0 && typed < DASHBOARD_SEARCH_MIN_CHARS
      ? t('checkins.filters.min_chars', { count: DASHBOARD_SEARCH_MIN_CHARS })
      : results.isFetched && term.length >= DASHBOARD_SEARCH_MIN_CHARS
        ? t('checkins.filters.no_results')
        : undefined;

  return (
    <Select
      label={label}
      placeholder={t('checkins.filters.type_to_search')}
      searchable
      clearable
      data={options}
      value={value?.value ?? null}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        // Emptying the box clears the filter.
        if (text === '' && value) onChange(null);
      }}
      onChange={(v) => onChange(v ? (options.find((o) => o.value === v) ?? null) : null)}
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      rightSection={results.isFetching ? <Loader size={14} /> : undefined}
      data-testid={`selector-${kind}`}
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('checkins.filters.clear') }}
    />
  );
}
