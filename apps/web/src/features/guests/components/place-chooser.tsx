import { Select, SimpleGrid } from '@mantine/core';
import type { TRoom } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import { buildingsFor, useGrants } from '@/lib/permissions';
import { useBuildings, useFloors, useRooms } from '@/lib/places';
import { useSession } from '@/lib/session';
import { useGuestDesks, visitEnd } from '../api/get-guest-desks';

export interface PlaceValue {
  building: number | null;
  floor: number | null;
  room: TRoom | null;
  desk: number | null;
}
export const emptyPlace: PlaceValue = { building: null, floor: null, room: null, desk: null };

/** The guest's place as the API wants it: a desk, or a meeting room (never both). */
export const placeOf = (p: PlaceValue) => ({
  desk: p.desk,
  meeting_room: p.desk == null && p.room?.type === 'MEETING' ? p.room.id : null,
});

interface Props {
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  /** First message for desk and meeting_room, shown beside those fields (docs/product/guests.md). */
  deskError?: string;
  meetingRoomError?: string;
  /** The visit's end as typed (HH:MM): the desk list tells which desks are taken until then. */
  timeEnd: string;
  now: Date;
}

const asId = (v: string | null) => (v ? Number(v) : null);

/**
 * The building chooser (docs/product/guests.md): a building loads its floors, a floor its
 * rooms, a workspace room its desks. A meeting room finishes the choice without
 * loading desks; choosing a desk clears the meeting room and choosing a room clears the desk.
 */
export function PlaceChooser({ value, onChange, deskError, meetingRoomError, timeEnd, now }: Props) {
  const { t } = useTranslation();
  const buildings = useBuildings();
  const { isStaff } = useSession();
  const grants = useGrants(!isStaff);
  // Reception and location admins choose among the buildings of their guests permission (decision 401).
  const permitted = isStaff ? null : buildingsFor(grants, 'guests');
  const choosable = (buildings.data ?? []).filter((b) => permitted === null || permitted.includes(b.id));
  const floors = useFloors(value.building);
  const rooms = useRooms(value.floor);
  const workspace = value.room?.type === 'WORKSPACE' ? value.room.id : null;
  const until = visitEnd(timeEnd, now);
  const desks = useGuestDesks(workspace, until);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('guest.building')}
        placeholder={t('guest.choose')}
        data={choosable.map((b) => ({ value: String(b.id), label: b.name }))}
        value={value.building != null ? String(value.building) : null}
        onChange={(v) => onChange({ ...emptyPlace, building: asId(v) })}
        searchable
        data-testid="place-building"
      />
      <Select
        label={t('guest.floor')}
        placeholder={t('guest.choose')}
        disabled={value.building == null}
        data={(floors.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
        value={value.floor != null ? String(value.floor) : null}
        onChange={(v) => onChange({ ...value, floor: asId(v), room: null, desk: null })}
        searchable
        data-testid="place-floor"
      />
      <Select
        label={t('guest.room')}
        placeholder={t('guest.choose')}
        disabled={value.floor == null}
        data={(rooms.data ?? []).map((r) => ({
          value: String(r.id),
          label: r.type === 'MEETING' ? `${r.name} (${t('guest.meeting_room')})` : r.name,
        }))}
        value={value.room ? String(value.room.id) : null}
        onChange={(v) => onChange({ ...value, room: rooms.data?.find((r) => String(r.id) === v) ?? null, desk: null })}
        error={meetingRoomError}
        searchable
        data-testid="place-room"
      />
      <Select
        label={t('guest.desk')}
        placeholder={workspace == null ? t('guest.desk_pick_room_first') : t('guest.choose')}
        disabled={workspace == null}
        description={workspace != null ? t('guest.desk_state_until', { time: until }) : undefined}
        data={(desks.data ?? []).map((d) => ({
          value: String(d.id),
          // Closed and occupied desks cannot be chosen (the registration would be refused); a booked one can,
          // and says so (decision 181).
          label: d.is_closed
            ? `${d.name} (${t('guest.desk_closed')})`
            : d.occupied
              ? `${d.name} (${t('guest.desk_occupied_now')})`
              : d.booked
                ? `${d.name} (${t('guest.desk_booked')})`
                : d.name,
          disabled: d.is_closed || d.occupied,
        }))}
        value={value.desk != null ? String(value.desk) : null}
        onChange={(v) => onChange({ ...value, desk: asId(v) })}
        error={deskError}
        searchable
        data-testid="place-desk"
      />
    </SimpleGrid>
  );
}
