import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '@/components/list-card/list-card';
import { placeId } from '@/lib/places';
import { useActionError } from '@/lib/use-action-error';
import {
  publishRoomCalendar,
  resetRoomCalendar,
  unpublishRoomCalendar,
  useRoomCalendarMutation,
  useRoomCalendars,
} from '../api/room-calendars';
import { type FeedLanguage, RoomCalendarFilters } from '../components/room-calendar-filters';
import { RoomCalendarRow } from '../components/room-calendar-row';

/**
 * Setup › Room calendars (issue 39, decisions 372, 405): every meeting room, published or not, filtered by building;
 * publish a room's read-only feed, copy its URL, draw a new URL (the old one stops at once) or unpublish; both
 * destructive actions ask first.
 */
export default function RoomCalendarsPage() {
  const { t, i18n } = useTranslation();
  const [building, setBuilding] = useState<string | null>(null);
  const [language, setLanguage] = useState<FeedLanguage>(i18n.language.startsWith('nl') ? 'nl' : 'en');
  const calendars = useRoomCalendars(placeId(building));
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
            publish: () => void run(() => publish.mutateAsync({ roomId: calendar.room_id, body: { language } })),
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
      <RoomCalendarFilters building={building} onBuilding={setBuilding} language={language} onLanguage={setLanguage} />
    </ListCard>
  );
}
