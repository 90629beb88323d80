import type { TRoomAvailability } from '@flexapp/contract';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesOf } from './room-rules';

/** The room's day between opening and closing: busy ranges red, the wished range outlined; a text list for readers. */
export function RoomTimeline({ room, from, to }: { room: TRoomAvailability; from: string; to: string }) {
  const { t } = useTranslation();
  const open = minutesOf(room.opens_at);
  const span = Math.max(minutesOf(room.closes_at) - open, 1);
  const pct = (m: number) => `${(Math.min(Math.max(m - open, 0), span) / span) * 100}%`;
  const width = (a: number, b: number) => `calc(${pct(b)} - ${pct(a)})`;
  return (
    <div>
      <Box
        aria-hidden
        pos="relative"
        h={14}
        bg="var(--mantine-color-teal-1)"
        style={{ borderRadius: 4, overflow: 'hidden' }}
        data-testid="room-timeline"
      >
        {room.busy.map((b) => (
          <Box
            key={`${b.start}-${b.end}`}
            pos="absolute"
            top={0}
            bottom={0}
            left={pct(minutesOf(b.start))}
            w={width(minutesOf(b.start), minutesOf(b.end))}
            bg="var(--mantine-color-red-6)"
          />
        ))}
        <Box
          pos="absolute"
          top={0}
          bottom={0}
          left={pct(minutesOf(from))}
          w={width(minutesOf(from), minutesOf(to))}
          style={{ outline: '2px solid var(--mantine-color-dark-6)', outlineOffset: -2 }}
        />
      </Box>
      <Text size="xs" c="dimmed">
        {room.opens_at}–{room.closes_at} ·{' '}
        {room.busy.length === 0
          ? t('rooms.free_all_day')
          : t('rooms.busy_list', { ranges: room.busy.map((b) => `${b.start}–${b.end}`).join(', ') })}
      </Text>
    </div>
  );
}
