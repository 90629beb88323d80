import { ActionIcon, Button, Code, CopyButton, Group, Table } from '@mantine/core';
import type { TRoomCalendar } from '@flexapp/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A published room: its feed's full URL with a copy button, its language, a new URL and unpublishing (decision 372). */
export function RoomCalendarRow({
  calendar,
  actions,
}: {
  calendar: TRoomCalendar;
  actions: { reset: () => void; unpublish: () => void };
}) {
  const { t } = useTranslation();
  const name = calendar.room;
  return (
    <Table.Tr aria-label={name} data-testid="room-calendar-row">
      <Table.Td>
        {calendar.room}
        <br />
        {calendar.building}
      </Table.Td>
      <Table.Td>{t(calendar.language === 'nl' ? 'room_calendars.lang_nl' : 'room_calendars.lang_en')}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="room-calendar-url" style={{ wordBreak: 'break-all' }}>
            {calendar.url}
          </Code>
          <CopyButton value={calendar.url}>
            {({ copied, copy }) => (
              <ActionIcon variant="light" onClick={copy} aria-label={t('room_calendars.copy_named', { name })}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            )}
          </CopyButton>
        </Group>
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end" gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={actions.reset}
            aria-label={t('room_calendars.reset_named', { name })}
          >
            {t('room_calendars.reset')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={actions.unpublish}
            aria-label={t('room_calendars.unpublish_named', { name })}
          >
            {t('room_calendars.unpublish')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
