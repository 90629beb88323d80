import { apiErrorText } from '@/lib/api-error-text';
import { ActionIcon, Card, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { TRoleAssignment } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { runtimeKey } from '@/lib/translation-key';
import { useIdentityMutation } from '../api/identity';
import { deleteRoleAssignment, useRoleAssignments } from '../api/roles';
import { RoleAssignmentForm } from './role-assignment-form';

/** Setup › Identity › Roles: who holds location admin, reception and analyst, and where (decision 301). */
export function RolesCard() {
  const { t, i18n } = useTranslation();
  const assignments = useRoleAssignments();
  const remove = useIdentityMutation(deleteRoleAssignment);
  const holderOf = (a: TRoleAssignment) => a.user?.name || a.user?.username || a.group?.display_name || '';
  const askRemove = (a: TRoleAssignment) =>
    modals.openConfirmModal({
      title: t('identity.roles.remove_title', {
        role: t(runtimeKey(`identity.roles.role_${a.role}`)),
        name: holderOf(a),
      }),
      labels: { confirm: t('identity.roles.remove'), cancel: t('identity.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(a.id, {
          onError: (err) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) }),
        }),
    });

  return (
    <Card withBorder component="section" aria-labelledby="roles-title">
      <Stack>
        <Title order={2} size="h4" id="roles-title">
          {t('identity.roles.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('identity.roles.intro')}
        </Text>
        <RoleAssignmentForm />
        <ScrollTable label={t('identity.roles.title')}>
          <Table data-testid="roles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('identity.roles.role')}</Table.Th>
                <Table.Th>{t('identity.roles.holder')}</Table.Th>
                <Table.Th>{t('identity.roles.buildings')}</Table.Th>
                <Table.Th aria-label={t('identity.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assignments.data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed" ta="center" py="sm">
                      {t('identity.roles.none')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {assignments.data?.map((a) => (
                <Table.Tr key={a.id} aria-label={`${holderOf(a)}: ${t(runtimeKey(`identity.roles.role_${a.role}`))}`}>
                  <Table.Td>{t(runtimeKey(`identity.roles.role_${a.role}`))}</Table.Td>
                  <Table.Td>
                    {holderOf(a)}
                    {a.group && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({t('identity.roles.group')})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {a.buildings.length ? a.buildings.map((b) => b.name).join(', ') : t('identity.roles.everywhere')}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => askRemove(a)}
                      aria-label={t('identity.roles.remove_named', { name: holderOf(a) })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </Card>
  );
}
