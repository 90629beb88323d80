import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { setLanguage } from '@/lib/i18n';
import { displayKeys, displayStore } from '../api/display-api';
import { PairingScreen } from '../components/pairing-screen';
import { RoomScreen } from '../components/room-screen';

/**
 * The full-screen page of a room display (issue 41, decisions 215-217): `/display`, `?mode=eink` for e-ink,
 * `?lang=nl|en` for the language. Unpaired it shows a pairing code; paired, its room.
 */
export default function DisplayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const eink = params.get('mode') === 'eink';
  const lang = params.get('lang');
  const [paired, setPaired] = useState(() => displayStore.token() !== null);
  const [unpaired, setUnpaired] = useState(false);

  useEffect(() => {
    if (lang === 'nl' || lang === 'en') void setLanguage(lang, false);
  }, [lang]);
  useEffect(() => {
    document.title = t('display.page_title');
  }, [t]);

  const onUnpaired = useCallback(() => {
    displayStore.setToken(null);
    client.removeQueries({ queryKey: displayKeys.all });
    setUnpaired(true);
    setPaired(false);
  }, [client]);
  const onPaired = useCallback(() => {
    setUnpaired(false);
    setPaired(true);
  }, []);

  return paired ? (
    <RoomScreen eink={eink} onUnpaired={onUnpaired} />
  ) : (
    <PairingScreen unpaired={unpaired} onPaired={onPaired} />
  );
}
