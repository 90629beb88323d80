import { IconDeviceTablet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PairedDevicesCard } from '@/components/paired-devices/paired-devices-card';
import { pairDisplay, revokeDisplay, useDisplayMutation, useRoomDisplays } from '../api/displays';

/** A meeting room's displays: pair one with the code it shows, see when each was last seen, revoke (decision 215). */
export function DisplaysCard({ roomId, roomName }: { roomId: number; roomName: string }) {
  const { t } = useTranslation();
  const displays = useRoomDisplays(roomId);
  const pair = useDisplayMutation(roomId, pairDisplay);
  const revoke = useDisplayMutation(roomId, revokeDisplay);

  return (
    <PairedDevicesCard
      testId="room-displays"
      title={t('setup.displays.title', { name: roomName })}
      icon={<IconDeviceTablet size={14} />}
      pairLabel={t('setup.displays.pair')}
      pairIntro={t('setup.displays.pair_intro')}
      deviceColumn={t('setup.displays.display')}
      none={t('setup.displays.none')}
      devices={displays.data?.list.map((d) => ({
        id: d.id,
        last_seen_at: d.last_seen_at,
        name: `${t('setup.displays.name', { id: d.id })}${d.show_titles ? ` · ${t('setup.displays.titles_shown')}` : ''}`,
        revokeLabel: t('setup.displays.revoke_named', { id: d.id }),
      }))}
      showTitlesLabel={t('setup.displays.show_titles')}
      pair={(values) => pair.mutateAsync({ room_id: roomId, ...values })}
      pairing={pair.isPending}
      revoke={(id) => revoke.mutate(id)}
    />
  );
}
