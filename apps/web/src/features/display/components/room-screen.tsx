import { Alert, Button, Loader, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type TDisplayState } from '@flexapp/contract';
import { ApiError } from '@/lib/api-client';
import { orgTime } from '@/lib/org-time';
import { bookNow, checkInNow, displayKeys, displayStore, endNow, extendBy, getDisplayState } from '../api/display-api';
import { openDeviceStream } from '../api/device-stream';
import classes from './display.module.css';
import { PresenceCode } from './presence-code';

/** How often the display asks for its room besides its live stream: e-ink refreshes by the minute (decision 217). */
const POLL_MS = { live: 15_000, eink: 60_000 };

/** The room at its door: free or busy in large type and colour plus words, the meeting now, the day's next ones. */
export function RoomScreen({ eink, onUnpaired }: { eink: boolean; onUnpaired: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const state = useQuery({
    queryKey: displayKeys.state(),
    queryFn: getDisplayState,
    refetchInterval: eink ? POLL_MS.eink : POLL_MS.live,
    refetchIntervalInBackground: true,
    // Asked even when the browser says it is offline: the failure is what shows "offline since".
    networkMode: 'always',
    retry: false,
  });
  const [offlineSince, setOfflineSince] = useState<Date | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // A second hand for "time left" between polls, reckoned from the server's `now`.
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), eink ? POLL_MS.eink : 1000);
    return () => clearInterval(id);
  }, [eink]);

  // Live through its stream (decision 217): a change to its room reads the state again; a lost stream shows
  // "offline since" until it is back and has caught up.
  useEffect(
    () =>
      openDeviceStream(
        displayStore,
        'display/room/events',
        () => void client.invalidateQueries({ queryKey: displayKeys.state() }),
        (status) => {
          if (status === 'unpaired') onUnpaired();
          else if (status === 'offline') setOfflineSince((since) => since ?? new Date());
        },
      ),
    [client, onUnpaired],
  );

  const failure = state.error instanceof ApiError ? state.error : null;
  useEffect(() => {
    if (failure?.code === 'DISPLAY_UNPAIRED') onUnpaired();
    else if (failure?.isNetworkError) setOfflineSince((since) => since ?? new Date(state.errorUpdatedAt));
    else if (state.isSuccess && !state.isError) setOfflineSince(null);
  }, [failure, state.isSuccess, state.isError, state.errorUpdatedAt, state.dataUpdatedAt, onUnpaired]);

  const act = useMutation({
    mutationFn: (run: () => Promise<TDisplayState>) => run(),
    networkMode: 'always',
    onSuccess: (next) => {
      setMessage(null);
      client.setQueryData(displayKeys.state(), next);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'DISPLAY_UNPAIRED') return onUnpaired();
      setMessage(
        err instanceof ApiError && !err.isNetworkError
          ? errorMessage(err.code, i18n.language === 'nl' ? 'nl' : 'en')
          : t('display.offline_action'),
      );
      void state.refetch();
    },
  });

  const data = state.data;
  if (!data)
    return (
      <main className={classes.pairing}>
        {failure ? (
          <Alert color="red">{t('display.offline_action')}</Alert>
        ) : (
          <Loader aria-label={t('display.loading')} />
        )}
      </main>
    );

  const now = new Date(new Date(data.now).getTime() + (Date.now() - state.dataUpdatedAt));
  const minutesLeft = (iso: string) => Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 60_000));
  const busy = data.status === 'busy';
  const current = data.current;
  const name = (m: { title: string | null; walk_up: boolean }) =>
    m.walk_up ? t('display.walk_up') : (m.title ?? t('display.booked'));

  return (
    <div
      className={[classes.screen, eink ? classes.eink : '', busy ? classes.busyScreen : ''].join(' ')}
      data-testid="room-display"
      data-status={data.status}
    >
      <section className={[classes.status, busy ? classes.busy : classes.free].join(' ')}>
        <div>
          <h1 className={classes.roomName}>{data.room.name}</h1>
          <div className={classes.place}>
            {data.room.building} · {data.room.floor}
          </div>
        </div>
        <p className={classes.word} data-testid="room-status">
          {busy ? t('display.busy') : t('display.free')}
        </p>
        <div className={classes.clock}>
          {busy && current
            ? t('display.busy_until', { time: orgTime(current.end) })
            : data.next[0]
              ? t('display.free_until', { time: orgTime(data.next[0].start) })
              : t('display.free_rest_of_day')}
        </div>
      </section>
      <section className={classes.side}>
        {offlineSince && (
          <div className={classes.offline} role="status" data-testid="display-offline">
            {t('display.offline_since', { time: orgTime(offlineSince) })}
          </div>
        )}
        {message && (
          <Alert color="red" role="alert" data-testid="display-message">
            {message}
          </Alert>
        )}
        {current ? (
          <div data-testid="current-meeting">
            <Title order={2} className={classes.meeting}>
              {name(current)}
            </Title>
            <Text size="lg">
              {orgTime(current.start)}–{orgTime(current.end)} ·{' '}
              {t('display.minutes_left', { count: minutesLeft(current.end) })}
            </Text>
            <div className={classes.actions}>
              {current.can_check_in && (
                <Button size="lg" color="dark" onClick={() => act.mutate(() => checkInNow(current.id))}>
                  {t('display.check_in')}
                </Button>
              )}
              {current.checked_in && !current.walk_up && <Text fw={600}>{t('display.checked_in')}</Text>}
              <Button size="lg" variant="outline" color="dark" onClick={() => act.mutate(() => endNow(current.id))}>
                {t('display.end_early')}
              </Button>
              {data.extend.map((o) => (
                <Button
                  key={o.minutes}
                  size="lg"
                  variant="default"
                  onClick={() => act.mutate(() => extendBy(current.id, o.minutes))}
                >
                  {t('display.extend_until', { time: orgTime(o.end) })}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <div>
            <Title order={2} className={classes.meeting}>
              {t('display.book_now')}
            </Title>
            {data.book_now.length === 0 ? (
              <Text size="lg">{t('display.cannot_book')}</Text>
            ) : (
              <div className={classes.actions}>
                {data.book_now.map((o) => (
                  <Button
                    key={o.minutes}
                    size="xl"
                    color="dark"
                    loading={act.isPending}
                    onClick={() => act.mutate(() => bookNow(o.minutes))}
                  >
                    {t('display.book_until', { time: orgTime(o.end) })}
                  </Button>
                ))}
              </div>
            )}
          </div>
        )}
        {data.presence && <PresenceCode presence={data.presence} />}
        <div>
          <Title order={3} size="h4">
            {t('display.next_title')}
          </Title>
          {data.next.length === 0 ? (
            <Text>{t('display.no_next')}</Text>
          ) : (
            <ul className={classes.next} data-testid="next-meetings">
              {data.next.slice(0, eink ? 4 : 5).map((m) => (
                <li key={m.id}>
                  <span>
                    {orgTime(m.start)}–{orgTime(m.end)}
                  </span>
                  <span>{name(m)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
