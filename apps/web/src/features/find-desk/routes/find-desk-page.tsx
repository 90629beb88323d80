import { toDisplayDate, type TDesk } from '@flexapp/contract';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgApiDate } from '@/lib/org-time';
import { useSearchParams } from 'react-router';
import { DeskDialog } from '@/components/desk-dialog/desk-dialog';
import { FavouritesCard } from '@/components/favourites/favourites-card';
import { ApiError } from '@/lib/api-client';
import { useCreateCheckin } from '@/lib/checkin-api';
import { AmenityChips, AmenityResults } from '../components/amenity-filter';
import { DeskTree } from '../components/desk-tree';
import { useRememberedAmenities } from '../components/use-remembered-amenities';
import { useExpandedNodes } from '../components/use-expanded-nodes';

/** Spec "Find desk": the user's favourites (decision 260), the lazily loaded tree; a desk opens the desk dialog. */
export default function FindDeskPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mode = params.get('checkin'); // 'desk' | 'room' when coming from the check-in options
  const date = orgApiDate(new Date());
  const nodes = useExpandedNodes();
  const [desk, setDesk] = useState<TDesk | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const roomCheckin = useCreateCheckin();
  const [amenityIds, setAmenityIds] = useRememberedAmenities();
  const filtering = !mode && amenityIds.length > 0;

  return (
    <Stack p="md" gap="sm">
      <div>
        <Title order={1} size="h2">
          {t('find_desk.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('find_desk.subtitle', { date: toDisplayDate(date) })}
        </Text>
      </div>
      {mode && (
        <Alert variant="light" color="blue">
          {mode === 'room' ? t('find_desk.pick_room') : t('find_desk.pick_desk')}
        </Alert>
      )}
      {notice && (
        <Alert variant="light" color={notice.color} role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {!mode && <FavouritesCard />}
      {!mode && <AmenityChips value={amenityIds} onChange={setAmenityIds} />}
      {filtering && <AmenityResults ids={amenityIds} date={date} />}
      <div hidden={filtering}>
        <DeskTree
          date={date}
          nodes={nodes}
          onDesk={setDesk}
          roomCheckinPending={roomCheckin.isPending}
          onRoomCheckin={
            mode === 'room'
              ? (room) =>
                  roomCheckin.mutate(
                    { room: room.id },
                    {
                      onSuccess: () =>
                        setNotice({ color: 'teal', text: t('find_desk.checkin_room_done', { name: room.name }) }),
                      onError: (err) =>
                        setNotice({
                          color: 'red',
                          text:
                            err instanceof ApiError && err.code !== 'INTERNAL_ERROR'
                              ? err.message
                              : t('checkin_options.error'),
                        }),
                    },
                  )
              : undefined
          }
        />
      </div>
      <DeskDialog
        desk={desk}
        date={date}
        onClose={() => setDesk(null)}
        allowCheckin={mode === 'desk'}
        onCheckedIn={(text) => {
          setDesk(null);
          setNotice({ color: 'teal', text });
        }}
      />
    </Stack>
  );
}
