import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RoomFieldsValue {
  roomId: string | null;
  start: string | null;
  end: string | null;
}

/**
 * A meeting-room series' place in the edit dialog (decision 421): another room of its building (with its seats) and
 * the time range, on the quarter hours the building is open; the end offers only times after the start.
 */
export function SeriesRoomFields({
  choices,
  value,
  onChange,
  narrow,
}: {
  choices: { rooms: { value: string; label: string }[]; times: string[] };
  value: RoomFieldsValue;
  onChange: (v: RoomFieldsValue) => void;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  const starts = choices.times.slice(0, -1);
  const ends = choices.times.filter((time) => value.start === null || time > value.start);
  return (
    <SimpleGrid cols={narrow ? 1 : 3}>
      <Select
        label={t('series.edit_room')}
        data={choices.rooms}
        value={value.roomId}
        onChange={(roomId) => onChange({ ...value, roomId })}
        allowDeselect={false}
      />
      <Select
        label={t('rooms.from')}
        data={starts}
        value={value.start}
        onChange={(start) =>
          onChange({
            ...value,
            start,
            end: start !== null && value.end !== null && value.end <= start ? null : value.end,
          })
        }
        allowDeselect={false}
      />
      <Select
        label={t('rooms.to')}
        data={ends}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
