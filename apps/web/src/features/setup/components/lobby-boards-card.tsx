import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PairedDevicesCard } from '@/components/paired-devices/paired-devices-card';
import { pairLobbyBoard, revokeLobbyBoard, useLobbyBoardMutation, useLobbyBoards } from '../api/lobby-boards';

/** A building's lobby boards: pair one with the code it shows, see when each was last seen, revoke (decision 330). */
export function LobbyBoardsCard({ buildingId, buildingName }: { buildingId: number; buildingName: string }) {
  const { t } = useTranslation();
  const boards = useLobbyBoards(buildingId);
  const pair = useLobbyBoardMutation(buildingId, pairLobbyBoard);
  const revoke = useLobbyBoardMutation(buildingId, revokeLobbyBoard);

  return (
    <PairedDevicesCard
      testId="lobby-boards"
      title={t('setup.lobby_boards.title', { name: buildingName })}
      icon={<IconDeviceDesktop size={14} />}
      pairLabel={t('setup.lobby_boards.pair')}
      pairIntro={t('setup.lobby_boards.pair_intro')}
      deviceColumn={t('setup.lobby_boards.board')}
      none={t('setup.lobby_boards.none')}
      devices={boards.data?.list.map((b) => ({
        id: b.id,
        last_seen_at: b.last_seen_at,
        name: t('setup.lobby_boards.name', { id: b.id }),
        revokeLabel: t('setup.lobby_boards.revoke_named', { id: b.id }),
      }))}
      pair={({ code }) => pair.mutateAsync({ building_id: buildingId, code })}
      pairing={pair.isPending}
      revoke={(id) => revoke.mutate(id)}
    />
  );
}
