import { useTranslation } from 'react-i18next';
import { useDevicePage } from '@/lib/use-device-page';
import { displayKeys, lobbyStore } from '../api/display-api';
import { LobbyScreen } from '../components/lobby-screen';
import { PairingScreen } from '../components/pairing-screen';

const LOBBY_KEY = displayKeys.lobby();

/**
 * The full-screen page of a lobby board (issue 41, decisions 330-332): `/display/lobby`, `?lang=nl|en` for the
 * language. Unpaired it shows a pairing code staff enter on the building; paired, the building's board.
 */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { paired, unpaired, onPaired, onUnpaired } = useDevicePage(
    t('display.lobby.page_title'),
    lobbyStore,
    LOBBY_KEY,
  );

  return paired ? (
    <LobbyScreen onUnpaired={onUnpaired} />
  ) : (
    <PairingScreen unpaired={unpaired} onPaired={onPaired} store={lobbyStore} kind="lobby" />
  );
}
