import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card/list-card';
import { useActionError } from '@/lib/use-action-error';
import {
  publishRoomCalendar,
  resetRoomCalendar,
  unpublishRoomCalendar,
  useRoomCalendarMutation,
  useRoomCalendars,
} from '../api/room-calendars';
import { PublishForm } from '../components/publish-form';
import { RoomCalendarRow } from '../components/room-calendar-row';

/**
 * Setup › Room calendars (issue 39, decision 372): publish a meeting room's read-only feed, copy its URL, draw a new
 * URL (the old one stops at once) or unpublish; both destructive actions ask first.
 */
export default function RoomCalendarsPage() {
  const { t } = useTranslation();
  const calendars = useRoomCalendars();
  const publish = useRoomCalendarMutation(publishRoomCalendar);
  const reset = useRoomCalendarMutation(resetRoomCalendar);
  const unpublish = useRoomCalendarMutation(unpublishRoomCalendar);
  const { error, run } = useActionError();

  return (
    <ListCard
      title={t('room_calendars.title')}
      titleId="room-calendars-title"
      intro={t('room_calendars.intro')}
      error={error}
      columns={[t('room_calendars.room'), t('room_calendars.language'), t('room_calendars.url')]}
      actionsLabel={t('room_calendars.actions')}
      empty={t('room_calendars.none')}
      tableTestId="room-calendars-table"
      minWidth={720}
      rows={calendars.data?.map((calendar) => (
        <RoomCalendarRow
          key={calendar.room_id}
          calendar={calendar}
          actions={{
            reset: () => {
              if (!window.confirm(t('room_calendars.reset_confirm', { name: calendar.room }))) return;
              void run(() => reset.mutateAsync(calendar.room_id));
            },
            unpublish: () => {
              if (!window.confirm(t('room_calendars.unpublish_confirm', { name: calendar.room }))) return;
              void run(() => unpublish.mutateAsync(calendar.room_id));
            },
          }}
        />
      ))}
    >
      <PublishForm
        loading={publish.isPending}
        onSubmit={(roomId, body) => run(() => publish.mutateAsync({ roomId, body }))}
      />
    </ListCard>
  );
}
