import { ActionIcon, Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { TIME_RE, type TSetupTimetable } from '@flexapp/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetupMutation } from '../api/places';
import { createTimetable, deleteTimetable, useTimetables } from '../api/timetables';
import { apiErrorText } from '@/lib/api-error-text';
import { DeleteDialog } from './delete-dialog';

/** The time slots desks are booked in: add (no overlap) and remove. */
export function TimetablesCard() {
  const { t, i18n } = useTranslation();
  const slots = useTimetables();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TSetupTimetable | null>(null);
  const create = useSetupMutation(createTimetable);
  const remove = useSetupMutation(deleteTimetable);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', start_time: '', end_time: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('setup.form.name_required')),
      start_time: (v) => (TIME_RE.test(v) ? null : t('setup.rules.time_invalid')),
      end_time: (v, all) =>
        !TIME_RE.test(v)
          ? t('setup.rules.time_invalid')
          : v <= all.start_time
            ? t('setup.rules.end_after_start')
            : null,
    },
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(
      { ...values, name: values.name.trim() },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'teal', message: t('setup.rules.slot_added') });
        },
        onError: (err) => setError(apiErrorText(err, i18n.language)),
      },
    );
  });

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="xs">
        {t('setup.rules.slots')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('setup.rules.slots_help')}
      </Text>
      <Table data-testid="slots-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('setup.form.name')}</Table.Th>
            <Table.Th>{t('setup.rules.start')}</Table.Th>
            <Table.Th>{t('setup.rules.end')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.data?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" size="sm">
                  {t('setup.rules.no_slots')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {slots.data?.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>{s.start_time}</Table.Td>
              <Table.Td>{s.end_time}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving(s)}
                  aria-label={t('setup.delete_named', { name: s.name })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form onSubmit={submit} noValidate>
        <Group align="start" mt="md">
          <TextInput
            label={t('setup.rules.slot_name')}
            placeholder={t('setup.rules.slot_name_placeholder')}
            {...form.getInputProps('name')}
          />
          <TextInput label={t('setup.rules.start')} type="time" w={130} {...form.getInputProps('start_time')} />
          <TextInput label={t('setup.rules.end')} type="time" w={130} {...form.getInputProps('end_time')} />
          <Button type="submit" mt={25} loading={create.isPending}>
            {t('setup.rules.add_slot')}
          </Button>
        </Group>
      </form>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
      <Stack>
        <DeleteDialog
          name={removing?.name ?? null}
          onClose={() => setRemoving(null)}
          onDelete={(release) => remove.mutateAsync({ id: removing!.id, release })}
        />
      </Stack>
    </Paper>
  );
}
