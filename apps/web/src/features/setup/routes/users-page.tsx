import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconDots,
  IconDownload,
  IconEraser,
  IconFileImport,
  IconKey,
  IconPencil,
  IconSearch,
  IconUserCheck,
  IconUserOff,
  IconUserPlus,
} from '@tabler/icons-react';
import { USER_SEARCH_DEBOUNCE_MS, type TSetupUser } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table/scroll-table';
import { useSession } from '@/lib/session';
import { useSetupMutation } from '../api/places';
import { activateUser, deactivateUser, useSetupUsers } from '../api/users';
import { downloadPersonalData } from '@/lib/export/personal-data';
import { apiErrorText } from '@/lib/api-error-text';
import { EraseModal } from '../components/erase-modal';
import { ImportModal } from '../components/import-modal';
import { PasswordModal } from '../components/password-modal';
import { UserFormModal } from '../components/user-form-modal';

const PAGE_SIZE = 25;

/** Users: search, create, edit, deactivate, reset password, CSV import, export a person's data, erase. */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const { user: me } = useSession();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, USER_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<'active' | 'inactive' | 'all'>('all');
  const [page, setPage] = useState(1);
  const users = useSetupUsers({ query: debounced, status, page, limit: PAGE_SIZE });
  const [editing, setEditing] = useState<TSetupUser | 'new' | null>(null);
  const [resetting, setResetting] = useState<TSetupUser | null>(null);
  const [importing, setImporting] = useState(false);
  const [erasing, setErasing] = useState<TSetupUser | null>(null);
  const deactivate = useSetupMutation(deactivateUser);
  const activate = useSetupMutation(activateUser);
  const fail = (err: unknown) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) });

  const confirmDeactivate = (u: TSetupUser) =>
    modals.openConfirmModal({
      title: t('setup.users.deactivate_title', { name: `${u.first_name} ${u.last_name}` }),
      children: <Text size="sm">{t('setup.users.deactivate_text', { count: u.future_bookings })}</Text>,
      labels: { confirm: t('setup.users.deactivate'), cancel: t('setup.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deactivate.mutate(u.id, {
          onSuccess: (r) =>
            notifications.show({
              color: 'teal',
              message: t('setup.users.deactivated', { name: u.username, count: r.released_bookings }),
            }),
          onError: fail,
        }),
    });

  const pages = Math.max(1, Math.ceil((users.data?.count ?? 0) / PAGE_SIZE));
  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('setup.users.search')}
            aria-label={t('setup.users.search')}
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <SegmentedControl
            value={status}
            onChange={(v) => {
              setStatus(v as typeof status);
              setPage(1);
            }}
            data={(['all', 'active', 'inactive'] as const).map((s) => ({
              value: s,
              label: t(`setup.users.status_${s}`),
            }))}
          />
        </Group>
        <Group>
          <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
            {t('setup.users.import')}
          </Button>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setEditing('new')}>
            {t('setup.users.create')}
          </Button>
        </Group>
      </Group>
      <ScrollTable label={t('setup.tabs.users')}>
        <Table striped highlightOnHover data-testid="users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('setup.users.name')}</Table.Th>
              <Table.Th>{t('setup.users.username')}</Table.Th>
              <Table.Th>{t('setup.users.email')}</Table.Th>
              <Table.Th>{t('setup.users.role')}</Table.Th>
              <Table.Th>{t('setup.users.language')}</Table.Th>
              <Table.Th>{t('setup.users.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data?.results.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" ta="center" py="md">
                    {t('setup.users.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {users.data?.results.map((u) => (
              <Table.Tr key={u.id} aria-label={u.username}>
                <Table.Td>
                  {u.first_name} {u.last_name}
                </Table.Td>
                <Table.Td>{u.username}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td>
                  {u.is_staff ? (
                    <Badge variant="light" color="teal">
                      {t('setup.users.staff')}
                    </Badge>
                  ) : (
                    t('setup.users.employee')
                  )}
                </Table.Td>
                <Table.Td>{t(`languages.${u.language}`)}</Table.Td>
                <Table.Td>
                  {u.is_active ? (
                    <Badge variant="dot" color="green">
                      {t('setup.users.active')}
                    </Badge>
                  ) : (
                    <Badge variant="dot" color="gray">
                      {t('setup.users.inactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t('setup.users.actions_for', { name: u.username })}>
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setEditing(u)}>
                        {t('setup.users.edit')}
                      </Menu.Item>
                      <Menu.Item leftSection={<IconKey size={14} />} onClick={() => setResetting(u)}>
                        {t('setup.users.reset_password')}
                      </Menu.Item>
                      {(['json', 'pdf'] as const).map((format) => (
                        <Menu.Item
                          key={format}
                          leftSection={<IconDownload size={14} />}
                          onClick={() => downloadPersonalData(`setup/users/${u.id}/export`, format).catch(fail)}
                        >
                          {t(`privacy.export_${format}`)}
                        </Menu.Item>
                      ))}
                      {u.is_active ? (
                        <Menu.Item
                          leftSection={<IconUserOff size={14} />}
                          color="red"
                          disabled={u.id === me?.id}
                          onClick={() => confirmDeactivate(u)}
                        >
                          {t('setup.users.deactivate')}
                        </Menu.Item>
                      ) : (
                        <Menu.Item
                          leftSection={<IconUserCheck size={14} />}
                          onClick={() => activate.mutate(u.id, { onError: fail })}
                        >
                          {t('setup.users.activate')}
                        </Menu.Item>
                      )}
                      <Menu.Item
                        leftSection={<IconEraser size={14} />}
                        color="red"
                        disabled={u.id === me?.id}
                        onClick={() => setErasing(u)}
                      >
                        {t('privacy.erase_menu')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('setup.users.count', { count: users.data?.count ?? 0 })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Group>
      <UserFormModal
        opened={editing !== null}
        user={editing === 'new' ? undefined : (editing ?? undefined)}
        onClose={() => setEditing(null)}
      />
      <PasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
      <EraseModal user={erasing} onClose={() => setErasing(null)} />
    </Stack>
  );
}
