import { ActionIcon, Group, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { GROUP_NAME_MAX, type TGroup } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card/list-card';
import { NameForm } from '@/components/list-card/name-form';
import { apiErrorText } from '@/lib/api-error-text';
import { runtimeKey } from '@/lib/translation-key';
import { createGroup, deleteGroup, renameGroup, useGroups, useIdentityMutation } from '../api/identity';
import { GroupMembersModal } from './group-members-modal';

/** Every group with its source and member count; staff make, rename and delete manual ones (decision 230). */
export function GroupsCard() {
  const { t, i18n } = useTranslation();
  const groups = useGroups();
  const [open, setOpen] = useState<number | null>(null);
  const create = useIdentityMutation(createGroup);
  const rename = useIdentityMutation(renameGroup);
  const remove = useIdentityMutation(deleteGroup);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) });

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
    <>
      <ListCard
        title={t('identity.groups.title')}
        titleId="groups-title"
        intro={t('identity.groups.intro')}
        columns={[t('identity.groups.name'), t('identity.groups.source'), t('identity.groups.members')]}
        actionsLabel={t('identity.actions')}
        empty={t('identity.groups.none')}
        tableTestId="groups-table"
        rows={groups.data?.map((g) => (
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
      >
        <NameForm
          label={t('identity.groups.new_name')}
          maxLength={GROUP_NAME_MAX}
          submitLabel={t('identity.groups.create')}
          icon={<IconPlus size={16} />}
          loading={create.isPending}
          onSubmit={async (name) => {
            try {
              await create.mutateAsync(name);
              return true;
            } catch (err) {
              fail(err);
              return false;
            }
          }}
        />
      </ListCard>
      <GroupMembersModal groupId={open} onClose={() => setOpen(null)} />
    </>
  );
}
