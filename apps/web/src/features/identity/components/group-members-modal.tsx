import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/lib/translation-key';
import { apiErrorText } from '@/lib/api-error-text';
import { addMember, removeMember, useGroup, useIdentityMutation, usePeopleSearch } from '../api/identity';

/** A group's members; for a manual group staff add and remove them, a provider's group is read-only (decision 230). */
export function GroupMembersModal({ groupId, onClose }: { groupId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const group = useGroup(groupId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<string | null>(null);
  const people = usePeopleSearch(debounced);
  const add = useIdentityMutation(addMember);
  const remove = useIdentityMutation(removeMember);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) });
  const manual = group.data?.source === 'manual';
  const memberIds = new Set(group.data?.members.map((m) => m.id));
  const options = (people.data?.results ?? [])
    .filter((p) => !memberIds.has(p.id))
    .map((p) => ({ value: String(p.id), label: `${p.first_name} ${p.last_name} (${p.username})` }));

  return (
    <Modal opened={groupId !== null} onClose={onClose} title={group.data?.display_name ?? ''} size="lg">
      <Stack>
        {group.data && !manual && (
          <Text size="sm" c="dimmed">
            {t('identity.groups.read_only', { source: t(runtimeKey(`identity.groups.source_${group.data.source}`)) })}
          </Text>
        )}
        {manual && groupId !== null && (
          <Group align="end">
            <Select
              label={t('identity.groups.add_person')}
              placeholder={t('identity.groups.search_person')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              data={options}
              value={picked}
              onChange={setPicked}
              nothingFoundMessage={debounced ? t('identity.groups.nobody') : undefined}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              leftSection={<IconUserPlus size={16} />}
              disabled={!picked}
              loading={add.isPending}
              onClick={() =>
                picked &&
                add.mutate(
                  { id: groupId, userId: Number(picked) },
                  {
                    onSuccess: () => {
                      setPicked(null);
                      setSearch('');
                    },
                    onError: fail,
                  },
                )
              }
            >
              {t('identity.groups.add')}
            </Button>
          </Group>
        )}
        <Table data-testid="group-members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('identity.groups.person')}</Table.Th>
              <Table.Th>{t('identity.groups.username')}</Table.Th>
              {manual && <Table.Th aria-label={t('identity.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.data?.members.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" ta="center" py="sm">
                    {t('identity.groups.no_members')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {group.data?.members.map((m) => (
              <Table.Tr key={m.id} aria-label={m.username}>
                <Table.Td>
                  {m.first_name} {m.last_name}{' '}
                  {!m.is_active && (
                    <Badge color="gray" size="sm">
                      {t('identity.groups.inactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{m.username}</Table.Td>
                {manual && groupId !== null && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('identity.groups.remove_named', { name: m.username })}
                      onClick={() => remove.mutate({ id: groupId, userId: m.id }, { onError: fail })}
                    >
                      <IconUserMinus size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
