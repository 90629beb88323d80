import { useTranslation } from 'react-i18next';
import { useDevicePage } from '@/lib/use-device-page';
import { displayKeys, displayStore } from '../api/display-api';
import { PairingScreen } from '../components/pairing-screen';
import { RoomScreen } from '../components/room-screen';

/**
 * The full-screen page of a room display (issue 41, decisions 215-217): `/display`, `?mode=eink` for e-ink,
 * `?lang=nl|en` for the language. Unpaired it shows a pairing code; paired, its room.
 */
export default function DisplayPage() {
  const { t } = useTranslation();
  const { params, paired, unpaired, onPaired, onUnpaired } = useDevicePage(
    t('display.page_title'),
    displayStore,
    displayKeys.all,
  );

  return paired ? (
    <RoomScreen eink={params.get('mode') === 'eink'} onUnpaired={onUnpaired} />
  ) : (
    <PairingScreen unpaired={unpaired} onPaired={onPaired} />
  );
}
