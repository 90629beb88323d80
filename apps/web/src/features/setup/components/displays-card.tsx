import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceTablet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { pairDisplay, revokeDisplay, useDisplayMutation, useRoomDisplays } from '../api/displays';
import { apiErrorText } from './api-error';

/** A meeting room's displays: pair one with the code it shows, see when each was last seen, revoke (decision 215). */
export function DisplaysCard({ roomId, roomName }: { roomId: number; roomName: string }) {
  const { t, i18n } = useTranslation();
  const displays = useRoomDisplays(roomId);
  const [pairing, setPairing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pair = useDisplayMutation(roomId, pairDisplay);
  const revoke = useDisplayMutation(roomId, revokeDisplay);
  const form = useForm({ initialValues: { code: '', show_titles: false } });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await pair.mutateAsync({ room_id: roomId, code: values.code, show_titles: values.show_titles });
      setPairing(false);
      form.reset();
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    }
  });

  return (
    <Paper withBorder p="md" data-testid="room-displays">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('setup.displays.title', { name: roomName })}
        </Title>
        <Button size="xs" leftSection={<IconDeviceTablet size={14} />} onClick={() => setPairing(true)}>
          {t('setup.displays.pair')}
        </Button>
      </Group>
      {displays.data?.list.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('setup.displays.display')}</Table.Th>
              <Table.Th>{t('setup.displays.last_seen')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {displays.data.list.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  {t('setup.displays.name', { id: d.id })}
                  {d.show_titles ? ` · ${t('setup.displays.titles_shown')}` : ''}
                </Table.Td>
                <Table.Td>{d.last_seen_at ? formatDateTime(d.last_seen_at) : t('setup.displays.never')}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    aria-label={t('setup.displays.revoke_named', { id: d.id })}
                    onClick={() => revoke.mutate(d.id)}
                  >
                    {t('setup.displays.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('setup.displays.none')}</Text>
      )}
      <Modal opened={pairing} onClose={() => setPairing(false)} title={t('setup.displays.pair')}>
        <form onSubmit={submit}>
          <Stack>
            <Text>{t('setup.displays.pair_intro')}</Text>
            <TextInput
              label={t('setup.displays.code')}
              required
              maxLength={6}
              autoComplete="off"
              {...form.getInputProps('code')}
            />
            <Checkbox
              label={t('setup.displays.show_titles')}
              {...form.getInputProps('show_titles', { type: 'checkbox' })}
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
