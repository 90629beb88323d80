import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { pairLobbyBoard, revokeLobbyBoard, useLobbyBoardMutation, useLobbyBoards } from '../api/lobby-boards';
import { apiErrorText } from './api-error';

/** A building's lobby boards: pair one with the code it shows, see when each was last seen, revoke (decision 330). */
export function LobbyBoardsCard({ buildingId, buildingName }: { buildingId: number; buildingName: string }) {
  const { t, i18n } = useTranslation();
  const boards = useLobbyBoards(buildingId);
  const [pairing, setPairing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pair = useLobbyBoardMutation(buildingId, pairLobbyBoard);
  const revoke = useLobbyBoardMutation(buildingId, revokeLobbyBoard);
  const form = useForm({ initialValues: { code: '' } });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await pair.mutateAsync({ building_id: buildingId, code: values.code });
      setPairing(false);
      form.reset();
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    }
  });

  return (
    <Paper withBorder p="md" data-testid="lobby-boards">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('setup.lobby_boards.title', { name: buildingName })}
        </Title>
        <Button size="xs" leftSection={<IconDeviceDesktop size={14} />} onClick={() => setPairing(true)}>
          {t('setup.lobby_boards.pair')}
        </Button>
      </Group>
      {boards.data?.list.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('setup.lobby_boards.board')}</Table.Th>
              <Table.Th>{t('setup.displays.last_seen')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {boards.data.list.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>{t('setup.lobby_boards.name', { id: b.id })}</Table.Td>
                <Table.Td>{b.last_seen_at ? formatDateTime(b.last_seen_at) : t('setup.displays.never')}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    aria-label={t('setup.lobby_boards.revoke_named', { id: b.id })}
                    onClick={() => revoke.mutate(b.id)}
                  >
                    {t('setup.displays.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('setup.lobby_boards.none')}</Text>
      )}
      <Modal opened={pairing} onClose={() => setPairing(false)} title={t('setup.lobby_boards.pair')}>
        <form onSubmit={submit}>
          <Stack>
            <Text>{t('setup.lobby_boards.pair_intro')}</Text>
            <TextInput
              label={t('setup.displays.code')}
              required
              maxLength={6}
              autoComplete="off"
              {...form.getInputProps('code')}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={pair.isPending}>
              {t('setup.displays.pair_submit')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
