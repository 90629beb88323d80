import type { TLobbyNeighbourhood } from '@flexapp/contract';
import { useTranslation } from 'react-i18next';
import classes from './lobby.module.css';

/** A floor's neighbourhoods on the lobby board (decision 393): a colour swatch beside the name, never colour alone. */
export function LobbyNeighbourhoods({ floor, list }: { floor: string; list: TLobbyNeighbourhood[] }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.hoods} aria-label={t('display.lobby.neighbourhoods', { floor })}>
      {list.map((n) => (
        <li key={n.id} className={classes.hood} data-testid="lobby-neighbourhood">
          <span className={classes.hoodName}>
            <span className={classes.swatch} style={{ background: n.colour }} aria-hidden />
            {n.name}
          </span>
          <span className={classes.hoodCount}>{t('display.lobby.desks_free', { free: n.free, count: n.desks })}</span>
        </li>
      ))}
    </ul>
  );
}
