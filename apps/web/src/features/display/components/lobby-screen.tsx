import { Alert, Loader } from '@mantine/core';
import { LOBBY_REFRESH_MS } from '@flexapp/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { orgTime } from '@/lib/org-time';
import { displayKeys } from '../api/display-api';
import { getLobbyState, openLobbyStream } from '../api/lobby-api';
import classes from './lobby.module.css';
import { LobbyNeighbourhoods } from './lobby-neighbourhoods';

/**
 * The lobby board (decisions 330-332): free desks per floor and its neighbourhoods (decision 393), the meeting rooms free now, today's expected guests
 * (with the setting on). Live through its stream; offline it says since when and catches up on reconnect.
 */
export function LobbyScreen({ onUnpaired }: { onUnpaired: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const state = useQuery({
    queryKey: displayKeys.lobby(),
    queryFn: getLobbyState,
    refetchInterval: LOBBY_REFRESH_MS,
    refetchIntervalInBackground: true,
    networkMode: 'always',
    retry: false,
  });
  const [offlineSince, setOfflineSince] = useState<Date | null>(null);

  useEffect(
    () =>
      openLobbyStream(
        () => void client.invalidateQueries({ queryKey: displayKeys.lobby() }),
        (status) => {
          if (status === 'unpaired') onUnpaired();
          else if (status === 'offline') setOfflineSince((since) => since ?? new Date());
          else setOfflineSince(null);
        },
      ),
    [client, onUnpaired],
  );
  const failure = state.error instanceof ApiError ? state.error : null;
  useEffect(() => {
    if (failure?.code === 'DISPLAY_UNPAIRED') onUnpaired();
  }, [failure, onUnpaired]);

  const data = state.data;
  if (!data)
    return (
      <main className={classes.centre}>
        {failure ? (
          <Alert color="red">
            {failure.code === 'DISPLAY_WRONG_SCOPE' ? t('display.lobby.wrong_scope') : t('display.offline_action')}
          </Alert>
        ) : (
          <Loader aria-label={t('display.loading')} />
        )}
      </main>
    );

  const freeDesks = data.floors.reduce((sum, f) => sum + f.free, 0);
  return (
    <main className={classes.board} data-testid="lobby-board">
      <header className={classes.header}>
        <h1 className={classes.title}>{data.building.name}</h1>
        <div className={classes.headerRight}>
          {offlineSince ? (
            <div className={classes.offline} role="status" data-testid="lobby-offline">
              {t('display.offline_since', { time: orgTime(offlineSince) })}
            </div>
          ) : null}
          <div className={classes.clock}>{orgTime(data.now)}</div>
        </div>
      </header>
      <section className={classes.panel} aria-labelledby="lobby-desks">
        <h2 id="lobby-desks" className={classes.heading}>
          {t('display.lobby.desks_title', { count: freeDesks })}
        </h2>
        <ul className={classes.list}>
          {data.floors.map((f) => (
            <li key={f.id} className={classes.floor} data-testid="lobby-floor">
              <div className={classes.floorRow}>
                <span className={classes.name}>{f.name}</span>
                <span className={classes.count}>{t('display.lobby.desks_free', { free: f.free, count: f.desks })}</span>
              </div>
              {f.neighbourhoods.length > 0 && <LobbyNeighbourhoods floor={f.name} list={f.neighbourhoods} />}
            </li>
          ))}
        </ul>
      </section>
      <section className={classes.panel} aria-labelledby="lobby-rooms">
        <h2 id="lobby-rooms" className={classes.heading}>
          {t('display.lobby.rooms_title')}
        </h2>
        {data.rooms_free.length === 0 ? (
          <p className={classes.none}>{t('display.lobby.no_rooms')}</p>
        ) : (
          <ul className={classes.list}>
            {data.rooms_free.map((r) => (
              <li key={r.id} className={classes.row} data-testid="lobby-room">
                <span className={classes.name}>
                  {r.name}
                  <span className={classes.sub}>
                    {r.floor}
                    {r.capacity ? ` · ${t('display.lobby.seats', { count: r.capacity })}` : ''}
                  </span>
                </span>
                <span className={classes.until}>
                  {r.free_until
                    ? t('display.free_until', { time: orgTime(r.free_until) })
                    : t('display.free_rest_of_day')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.guests !== null && (
        <section className={classes.guests} aria-labelledby="lobby-guests" data-testid="lobby-guests">
          <h2 id="lobby-guests" className={classes.heading}>
            {t('display.lobby.guests_title')}
          </h2>
          <p className={classes.guestNames}>
            {data.guests.length ? data.guests.join(' · ') : t('display.lobby.no_guests')}
          </p>
        </section>
      )}
    </main>
  );
}
