import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-error-text';
import { formatDateTime } from '@/lib/format-date-time';

export interface PairedDevice {
  id: number;
  last_seen_at: string | null;
  /** The device's name in the list. */
  name: string;
  /** The revoke button's accessible name. */
  revokeLabel: string;
}

export interface PairedDevicesCardProps {
  testId: string;
  title: string;
  icon: ReactNode;
  /** The pair button's label and the pairing dialog's title. */
  pairLabel: string;
  pairIntro: string;
  /** The heading of the devices' name column. */
  deviceColumn: string;
  none: string;
  devices: PairedDevice[] | undefined;
  /** The label of an extra checkbox in the pairing dialog (`show_titles`); no checkbox without it. */
  showTitlesLabel?: string;
  pair: (values: { code: string; show_titles: boolean }) => Promise<unknown>;
  pairing: boolean;
  revoke: (id: number) => void;
}

/**
 * The Setup card of the devices paired to a place (a room's displays, decision 215; a building's lobby boards,
 * decision 330): pair one with the code it shows, see when each was last seen, revoke.
 */
export function PairedDevicesCard(props: PairedDevicesCardProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { code: '', show_titles: false } });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await props.pair(values);
      setOpen(false);
      form.reset();
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    }
  });

  return (
    <Paper withBorder p="md" data-testid={props.testId}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {props.title}
        </Title>
        <Button size="xs" leftSection={props.icon} onClick={() => setOpen(true)}>
          {props.pairLabel}
        </Button>
      </Group>
      {props.devices?.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{props.deviceColumn}</Table.Th>
              <Table.Th>{t('setup.displays.last_seen')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.devices.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>{d.last_seen_at ? formatDateTime(d.last_seen_at) : t('setup.displays.never')}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    aria-label={d.revokeLabel}
                    onClick={() => props.revoke(d.id)}
                  >
                    {t('setup.displays.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{props.none}</Text>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={props.pairLabel}>
        <form onSubmit={submit}>
          <Stack>
            <Text>{props.pairIntro}</Text>
            <TextInput
              label={t('setup.displays.code')}
              required
              maxLength={6}
              autoComplete="off"
              {...form.getInputProps('code')}
            />
            {props.showTitlesLabel && (
              <Checkbox label={props.showTitlesLabel} {...form.getInputProps('show_titles', { type: 'checkbox' })} />
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={props.pairing}>
              {t('setup.displays.pair_submit')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
