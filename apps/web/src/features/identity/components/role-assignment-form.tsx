import { apiErrorText } from '@/lib/api-error-text';
import { Button, Group, MultiSelect, SegmentedControl, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { BUILDING_SCOPED_ROLES, ROLES, type TRole } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '@/lib/places';
import { runtimeKey } from '@/lib/translation-key';
import { useGroups, useIdentityMutation, usePeopleSearch } from '../api/identity';
import { createRoleAssignment } from '../api/roles';

/** Gives a role to a person or a group, with buildings for location admin and reception (decision 301). */
export function RoleAssignmentForm() {
  const { t, i18n } = useTranslation();
  const [role, setRole] = useState<TRole>('reception');
  const [holder, setHolder] = useState<'user' | 'group'>('user');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<string | null>(null);
  const [buildings, setBuildings] = useState<string[]>([]);
  const people = usePeopleSearch(holder === 'user' ? debounced : '');
  const groups = useGroups();
  const allBuildings = useBuildings();
  const create = useIdentityMutation(createRoleAssignment);
  const scoped = BUILDING_SCOPED_ROLES.includes(role);

  const holderOptions =
    holder === 'user'
      ? (people.data?.results ?? []).map((p) => ({
          value: String(p.id),
          label: `${p.first_name} ${p.last_name} (${p.username})`,
        }))
      : (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.display_name }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!picked) return;
    create.mutate(
      {
        role,
        user_id: holder === 'user' ? Number(picked) : null,
        group_id: holder === 'group' ? Number(picked) : null,
        building_ids: scoped ? buildings.map(Number) : [],
      },
      {
        onSuccess: () => {
          setPicked(null);
          setSearch('');
          setBuildings([]);
          notifications.show({ color: 'green', message: t('identity.roles.assigned') });
        },
        onError: (err) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) }),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('identity.roles.form')}>
      <Group align="end" wrap="wrap">
        <Select
          label={t('identity.roles.role')}
          data={ROLES.map((r) => ({ value: r, label: t(runtimeKey(`identity.roles.role_${r}`)) }))}
          value={role}
          onChange={(v) => v && setRole(v as TRole)}
          allowDeselect={false}
          style={{ minWidth: 180 }}
        />
        <SegmentedControl
          aria-label={t('identity.roles.holder')}
          value={holder}
          onChange={(v) => {
            setHolder(v as 'user' | 'group');
            setPicked(null);
          }}
          data={[
            { value: 'user', label: t('identity.roles.person') },
            { value: 'group', label: t('identity.roles.group') },
          ]}
        />
        <Select
          label={holder === 'user' ? t('identity.roles.person') : t('identity.roles.group')}
          placeholder={holder === 'user' ? t('identity.roles.search_person') : undefined}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={holderOptions}
          value={picked}
          onChange={setPicked}
          nothingFoundMessage={debounced ? t('identity.roles.nobody') : undefined}
          style={{ flex: 1, minWidth: 200 }}
        />
        {scoped && (
          <MultiSelect
            label={t('identity.roles.buildings')}
            data={(allBuildings.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
            value={buildings}
            onChange={setBuildings}
            style={{ flex: 1, minWidth: 200 }}
          />
        )}
        <Button
          type="submit"
          leftSection={<IconPlus size={16} />}
          disabled={!picked || (scoped && buildings.length === 0)}
          loading={create.isPending}
        >
          {t('identity.roles.assign')}
        </Button>
      </Group>
    </form>
  );
}
