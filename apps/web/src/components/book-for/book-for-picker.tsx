import type { TNamedRef } from '@flexapp/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookForColleagues } from '@/lib/book-for-api';

/**
 * "Book for": a colleague to book in the name of (decision 355), or nobody (oneself). Shown only to people who may
 * book for someone: staff, and members of a group with others in it.
 */
export function BookForPicker({
  value,
  onChange,
  disabled,
}: {
  value: TNamedRef | null;
  onChange: (next: TNamedRef | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const anyone = useBookForColleagues('');
  const found = useBookForColleagues(value && search === value.name ? '' : debounced);
  if (!anyone.data || anyone.data.colleagues.length === 0) return null;
  const people = [...(found.data?.colleagues ?? []), ...(value ? [value] : [])];
  const options = [...new Map(people.map((p) => [p.id, { value: String(p.id), label: p.name }])).values()];
  return (
    <Select
      label={t('book_for.label')}
      placeholder={t('book_for.myself')}
      description={value ? t('book_for.theirs', { name: value.name }) : undefined}
      leftSection={<IconUser size={16} />}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(people.find((p) => String(p.id) === id) ?? null)}
      nothingFoundMessage={t('book_for.nobody')}
      disabled={disabled}
      data-testid="book-for"
    />
  );
}
