import { ActionIcon, Button, Code, CopyButton, Group, Table, Text } from '@mantine/core';
import type { TRoomCalendar } from '@flexapp/contract';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A meeting room (decisions 372, 405): where it is and, once published, its feed's full URL with a copy button, its
 * language, a new URL and unpublishing; unpublished, "Publish".
 */
export function RoomCalendarRow({
  calendar,
  actions,
}: {
  calendar: TRoomCalendar;
  actions: { publish: () => void; reset: () => void; unpublish: () => void };
}) {
  const { t } = useTranslation();
  const name = calendar.room;
  return (
    <Table.Tr aria-label={name} data-testid="room-calendar-row">
      <Table.Td>
        {calendar.room}
        <Text size="sm" c="dimmed">
          {calendar.floor} · {calendar.building}
        </Text>
      </Table.Td>
      <Table.Td>
        {calendar.language && t(calendar.language === 'nl' ? 'room_calendars.lang_nl' : 'room_calendars.lang_en')}
      </Table.Td>
      <Table.Td>
        {calendar.url ? (
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
        ) : (
          <Text size="sm" c="dimmed">
            {t('room_calendars.not_published')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end" gap="xs" wrap="nowrap">
          {calendar.published ? (
            <>
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
            </>
          ) : (
            <Button
              size="compact-sm"
              leftSection={<IconCalendarShare size={14} />}
              onClick={actions.publish}
              aria-label={t('room_calendars.publish_named', { name })}
            >
              {t('room_calendars.publish')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
