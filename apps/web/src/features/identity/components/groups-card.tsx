import { ActionIcon, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { GROUP_NAME_MAX, type TGroup } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { runtimeKey } from '@/lib/translation-key';
import { createGroup, deleteGroup, errorText, renameGroup, useGroups, useIdentityMutation } from '../api/identity';
import { GroupMembersModal } from './group-members-modal';

/** Every group with its source and member count; staff make, rename and delete manual ones (decision 230). */
export function GroupsCard() {
  const { t, i18n } = useTranslation();
  const groups = useGroups();
  const [name, setName] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const create = useIdentityMutation(createGroup);
  const rename = useIdentityMutation(renameGroup);
  const remove = useIdentityMutation(deleteGroup);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: errorText(err, i18n.language) });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), { onSuccess: () => setName(''), onError: fail });
  };
  const askRename = (g: TGroup) => {
    let next = g.display_name;
    modals.openConfirmModal({
      title: t('identity.groups.rename_title', { name: g.display_name }),
      children: (
        <TextInput
          label={t('identity.groups.name')}
          defaultValue={g.display_name}
          maxLength={GROUP_NAME_MAX}
          data-autofocus
          onChange={(e) => (next = e.currentTarget.value)}
        />
      ),
      labels: { confirm: t('identity.save'), cancel: t('identity.cancel') },
      onConfirm: () => next.trim() && rename.mutate({ id: g.id, display_name: next.trim() }, { onError: fail }),
    });
  };
  const askDelete = (g: TGroup) =>
    modals.openConfirmModal({
      title: t('identity.groups.delete_title', { name: g.display_name }),
      children: <Text size="sm">{t('identity.groups.delete_text', { count: g.member_count })}</Text>,
      labels: { confirm: t('identity.groups.delete'), cancel: t('identity.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(g.id, { onError: fail }),
    });

  return (
    <Card withBorder component="section" aria-labelledby="groups-title">
      <Stack>
        <Title order={2} size="h4" id="groups-title">
          {t('identity.groups.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('identity.groups.intro')}
        </Text>
        <form onSubmit={submit}>
          <Group align="end">
            <TextInput
              label={t('identity.groups.new_name')}
              value={name}
              maxLength={GROUP_NAME_MAX}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
              {t('identity.groups.create')}
            </Button>
          </Group>
        </form>
        <ScrollTable label={t('identity.groups.title')}>
          <Table data-testid="groups-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('identity.groups.name')}</Table.Th>
                <Table.Th>{t('identity.groups.source')}</Table.Th>
                <Table.Th>{t('identity.groups.members')}</Table.Th>
                <Table.Th aria-label={t('identity.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed" ta="center" py="sm">
                      {t('identity.groups.none')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {groups.data?.map((g) => (
                <Table.Tr key={g.id} aria-label={g.display_name}>
                  <Table.Td>{g.display_name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={g.source === 'manual' ? undefined : 'dimmed'}>
                      {t(runtimeKey(`identity.groups.source_${g.source}`))}
                    </Text>
                  </Table.Td>
                  <Table.Td>{g.member_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setOpen(g.id)}
                        aria-label={t('identity.groups.members_of', { name: g.display_name })}
                      >
                        <IconUsersGroup size={16} />
                      </ActionIcon>
                      {g.source === 'manual' && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => askRename(g)}
                            aria-label={t('identity.groups.rename_named', { name: g.display_name })}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => askDelete(g)}
                            aria-label={t('identity.groups.delete_named', { name: g.display_name })}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
      <GroupMembersModal groupId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
