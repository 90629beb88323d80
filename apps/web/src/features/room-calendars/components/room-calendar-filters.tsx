import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '@/lib/places';

export type FeedLanguage = 'en' | 'nl';

/**
 * Above the rooms: the building filter, shown when there is more than one building (decision 405), and the language
 * a room's feed is published in.
 */
export function RoomCalendarFilters(props: {
  building: string | null;
  onBuilding: (building: string | null) => void;
  language: FeedLanguage;
  onLanguage: (language: FeedLanguage) => void;
}) {
  const { t } = useTranslation();
  const buildings = useBuildings();
  const list = buildings.data ?? [];
  return (
    <Group align="end">
      {list.length > 1 && (
        <Select
          label={t('room_calendars.building')}
          placeholder={t('room_calendars.all_buildings')}
          data={list.map((b) => ({ value: String(b.id), label: b.name }))}
          value={props.building}
          clearable
          onChange={props.onBuilding}
        />
      )}
      <Select
        label={t('room_calendars.publish_language')}
        data={[
          { value: 'en', label: t('room_calendars.lang_en') },
          { value: 'nl', label: t('room_calendars.lang_nl') },
        ]}
        value={props.language}
        allowDeselect={false}
        onChange={(v) => v && props.onLanguage(v === 'nl' ? 'nl' : 'en')}
      />
    </Group>
  );
}
