import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TGuestFormVariant } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useVisitPersons, type VisitPerson } from '../api/search-visit-persons';

interface Props {
  variant: TGuestFormVariant;
  value: VisitPerson | null;
  onChange: (person: VisitPerson | null) => void;
  error?: boolean;
}

/** The visiting-person selector: searches after 2 typed characters and 1 s of quiet (docs/product/guests.md). */
export function VisitPersonSelect({ variant, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 1000);
  const { isStaff } = useSession();
  // Reception and location admins find the host as any colleague would (decision 401).
  const query = useVisitPersons(variant === 'private' && !isStaff ? 'colleagues' : variant, debounced);
  const people = query.data ?? [];
  const options = [...(value && !people.some((p) => p.id === value.id) ? [value] : []), ...people];
  const waiting = search.trim().length >= 2 && (search.trim() !== debounced || query.isFetching);
  const tooShort = search.trim().length < 2;

  return (
    <Select
      label={t('guest.visit_person')}
      placeholder={t(variant === 'public' ? 'guest.visit_person_public_placeholder' : 'guest.visit_person_placeholder')}
      // The public form finds a host by exact full name or e-mail only (decision 126).
      description={variant === 'public' ? t('guest.visit_person_public_hint') : undefined}
      withAsterisk
      searchable
      clearable
      data={options.map((p) => ({ value: String(p.id), label: p.name }))}
      filter={({ options: all }) => all}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((p) => String(p.id) === id) ?? null)}
      nothingFoundMessage={
        tooShort ? t('guest.type_two_characters') : waiting ? t('guest.searching') : t('guest.no_results')
      }
      rightSection={waiting ? <Loader size="xs" /> : undefined}
      error={error}
      data-testid="visit-person"
    />
  );
}
