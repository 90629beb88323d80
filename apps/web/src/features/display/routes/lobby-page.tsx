import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { setLanguage } from '@/lib/i18n';
import { displayKeys, lobbyStore } from '../api/display-api';
import { LobbyScreen } from '../components/lobby-screen';
import { PairingScreen } from '../components/pairing-screen';

/**
 * The full-screen page of a lobby board (issue 41, decisions 330-332): `/display/lobby`, `?lang=nl|en` for the
 * language. Unpaired it shows a pairing code staff enter on the building; paired, the building's board.
 */
export default function LobbyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const lang = params.get('lang');
  const [paired, setPaired] = useState(() => lobbyStore.token() !== null);
  const [unpaired, setUnpaired] = useState(false);

  useEffect(() => {
    if (lang === 'nl' || lang === 'en') void setLanguage(lang, false);
  }, [lang]);
  useEffect(() => {
    document.title = t('display.lobby.page_title');
  }, [t]);

  const onUnpaired = useCallback(() => {
    lobbyStore.setToken(null);
    client.removeQueries({ queryKey: displayKeys.lobby() });
    setUnpaired(true);
    setPaired(false);
  }, [client]);
  const onPaired = useCallback(() => {
    setUnpaired(false);
    setPaired(true);
  }, []);

  return paired ? (
    <LobbyScreen onUnpaired={onUnpaired} />
  ) : (
    <PairingScreen unpaired={unpaired} onPaired={onPaired} store={lobbyStore} kind="lobby" />
  );
}
