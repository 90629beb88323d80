import { Button, Group, Select } from '@mantine/core';
import type { TRoomCalendarPublish } from '@flexapp/contract';
import { IconCalendarShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings, useFloors, useRooms } from '@/lib/places';

const option = (p: { id: number; name: string }) => ({ value: String(p.id), label: p.name });

/** Chooses a meeting room (building, floor, room) and the feed's language, then publishes its feed. */
export function PublishForm(props: {
  loading: boolean;
  /** Publishes; resolves true when it was published. */
  onSubmit: (roomId: number, body: TRoomCalendarPublish) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const [building, setBuilding] = useState<string | null>(null);
  const [floor, setFloor] = useState<string | null>(null);
  const [room, setRoom] = useState<string | null>(null);
  const [language, setLanguage] = useState<string>(i18n.language.startsWith('nl') ? 'nl' : 'en');
  const buildings = useBuildings();
  const floors = useFloors(building);
  const rooms = useRooms(floor);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (room && (await props.onSubmit(Number(room), { language: language === 'nl' ? 'nl' : 'en' }))) setRoom(null);
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Group align="end">
        <Select
          label={t('room_calendars.building')}
          data={(buildings.data ?? []).map(option)}
          value={building}
          onChange={(v) => {
            setBuilding(v);
            setFloor(null);
            setRoom(null);
          }}
        />
        <Select
          label={t('room_calendars.floor')}
          data={(floors.data ?? []).map(option)}
          value={floor}
          disabled={!building}
          onChange={(v) => {
            setFloor(v);
            setRoom(null);
          }}
        />
        <Select
          label={t('room_calendars.room')}
          data={(rooms.data ?? []).filter((r) => r.type === 'MEETING').map(option)}
          value={room}
          disabled={!floor}
          nothingFoundMessage={t('room_calendars.no_rooms')}
          onChange={setRoom}
        />
        <Select
          label={t('room_calendars.language')}
          data={[
            { value: 'en', label: t('room_calendars.lang_en') },
            { value: 'nl', label: t('room_calendars.lang_nl') },
          ]}
          value={language}
          allowDeselect={false}
          onChange={(v) => v && setLanguage(v)}
        />
        <Button type="submit" leftSection={<IconCalendarShare size={16} />} loading={props.loading} disabled={!room}>
          {t('room_calendars.publish')}
        </Button>
      </Group>
    </form>
  );
}
