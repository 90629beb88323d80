import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applyLiveEvent, connectLiveEvents, createLiveRefresher } from './live-events';
import { placeKeys } from './query-keys';

describe('applyLiveEvent: the query-key convention', () => {
  const setup = () => {
    const client = new QueryClient();
    const keys: (readonly unknown[])[] = [
      // The place reads of every screen (the dashboard's switcher, find-desk, guests, the bookings report).
      placeKeys.buildings(null),
      placeKeys.floors(1, '2026-11-22'),
      placeKeys.rooms(2, null),
      placeKeys.roomDesks(3, null),
      ['notifiers'],
      ['booking', 'reservations'],
      ['messages', 'list'],
      ['colleagues', 'list'],
      ['configuration'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    const stale = () => keys.filter((k) => client.getQueryState(k)?.isInvalidated).map((k) => k[0]);
    return { client, stale };
  };
  it('desk_status refreshes the place reads, notifiers and bookings only', () => {
    const { client, stale } = setup();
    applyLiveEvent(client, {
      type: 'desk_status',
      desk_id: 1,
      room_id: 1,
      floor_id: 1,
      building_id: 1,
      date: '2026-11-22',
    });
    expect(stale()).toEqual(['structure', 'structure', 'structure', 'structure', 'notifiers', 'booking']);
  });
  it('desks_status (the sweep released many desks at once) refreshes the same queries as desk_status', () => {
    const { client, stale } = setup();
    applyLiveEvent(client, { type: 'desks_status', date: '2026-11-22', building_ids: [1, 2], desks: 3927 });
    expect(stale()).toEqual(['structure', 'structure', 'structure', 'structure', 'notifiers', 'booking']);
  });
  it('places_changed (staff changed the setup) refreshes the same queries as desk_status', () => {
    const { client, stale } = setup();
    applyLiveEvent(client, { type: 'places_changed' });
    expect(stale()).toEqual(['structure', 'structure', 'structure', 'structure', 'notifiers', 'booking']);
  });
  it('room_status (a meeting room booked, cancelled or checked into) refreshes the place reads and bookings', () => {
    const { client, stale } = setup();
    applyLiveEvent(client, { type: 'room_status', room_id: 1, floor_id: 1, building_id: 1, date: '2026-11-22' });
    expect(stale()).toEqual(['structure', 'structure', 'structure', 'structure', 'booking']);
  });
  it('settings_changed refreshes the configuration only', () => {
    const { client, stale } = setup();
    applyLiveEvent(client, { type: 'settings_changed' });
    expect(stale()).toEqual(['configuration']);
  });
  it('message refreshes the inbox and unread count only', () => {
    const { client, stale } = setup();
    applyLiveEvent(client, { type: 'message', user_id: 1, message_id: 2 });
    expect(stale()).toEqual(['messages']);
  });
});

describe('createLiveRefresher: a burst of events, one refresh a second', () => {
  const desk = (id: number) =>
    ({ type: 'desk_status', desk_id: id, room_id: 1, floor_id: 1, building_id: 1, date: '2026-11-26' }) as const;

  it('refreshes a lone change at once, and gathers a burst into one refresh at the end of the second', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const refresher = createLiveRefresher(client, 1000);
      refresher.add(desk(1));
      expect(invalidate).toHaveBeenCalledTimes(1);
      // The sweep releases 4,000 desks: their events arrive over the next 1.5 s.
      for (let i = 2; i <= 4000; i++) {
        refresher.add(desk(i));
        if (i % 400 === 0) await vi.advanceTimersByTimeAsync(150);
      }
      refresher.add({ type: 'message', user_id: 1, message_id: 9 });
      await vi.advanceTimersByTimeAsync(3000);
      expect(invalidate).toHaveBeenCalledTimes(3);
      // The last refresh covers the inbox too, and only the roots the events named.
      client.setQueryData(['messages', 'list'], 1);
      client.setQueryData(['configuration'], 1);
      client.setQueryData(['booking', 'reservations'], 1);
      refresher.add({ type: 'message', user_id: 1, message_id: 10 });
      refresher.add(desk(1));
      expect(invalidate).toHaveBeenCalledTimes(4);
      expect(client.getQueryState(['messages', 'list'])?.isInvalidated).toBe(true);
      expect(client.getQueryState(['booking', 'reservations'])?.isInvalidated).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(invalidate).toHaveBeenCalledTimes(5);
      expect(client.getQueryState(['booking', 'reservations'])?.isInvalidated).toBe(true);
      expect(client.getQueryState(['configuration'])?.isInvalidated).toBe(false);
      refresher.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('connectLiveEvents', () => {
  const streamOf = (text: string, keepOpen = false) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        if (!keepOpen) controller.close();
      },
    });

  it('sends the token, reports messages, and reconnects after the stream ends, invalidating everything', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(['anything'], 1);
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(
          streamOf('event: ready\ndata: {}\n\nevent: message\ndata: {"type":"message","user_id":1,"message_id":7}\n\n'),
        ),
      )
      .mockResolvedValueOnce(new Response(streamOf('event: ready\ndata: {}\n\n', true)));
    const onMessage = vi.fn();
    const stop = connectLiveEvents({ token: 'abc', queryClient: client, onMessage, fetchImpl });
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith({ type: 'message', user_id: 1, message_id: 7 }));
    expect(fetchImpl.mock.calls[0][1].headers.Authorization).toBe('JWT abc');
    expect(client.getQueryState(['anything'])?.isInvalidated).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(client.getQueryState(['anything'])?.isInvalidated).toBe(true));
    stop();
    vi.useRealTimers();
  });

  it('reads frames split across chunks, CRLF line ends and heartbeat comments', async () => {
    const chunks = [
      ': heartbeat\n\nevent: ready\ndata: {}\n\nevent: mess',
      'age\r\ndata: {"type":"message",',
      '"user_id":1,"message_id":7}\r\n\r\n: heartbeat\n\n',
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const onMessage = vi.fn();
    const onStatus = vi.fn();
    const fetchImpl = vi.fn().mockResolvedValue(new Response(body));
    const stop = connectLiveEvents({ token: 't', queryClient: new QueryClient(), onMessage, onStatus, fetchImpl });
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith({ type: 'message', user_id: 1, message_id: 7 }));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onStatus).toHaveBeenCalledWith('open');
    stop();
  });

  /** A stream that sends a heartbeat comment every `everyMs` (none when 0) and fails when its request is aborted. */
  const heartbeats = (everyMs: number) =>
    vi.fn((_url: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
              const timer =
                everyMs > 0
                  ? setInterval(() => controller.enqueue(new TextEncoder().encode(': hb\n\n')), everyMs)
                  : null;
              init?.signal?.addEventListener('abort', () => {
                if (timer) clearInterval(timer);
                controller.error(new DOMException('aborted', 'AbortError'));
              });
            },
          }),
        ),
      ),
    );

  it('keeps a stream that sends heartbeats, and gives up a silent one after 45 s to reconnect', async () => {
    vi.useFakeTimers();
    try {
      const alive = heartbeats(20_000);
      const stopAlive = connectLiveEvents({ token: 't', queryClient: new QueryClient(), fetchImpl: alive });
      const silent = heartbeats(0);
      const stopSilent = connectLiveEvents({ token: 't', queryClient: new QueryClient(), fetchImpl: silent });
      await vi.advanceTimersByTimeAsync(44_000);
      expect(silent).toHaveBeenCalledTimes(1);
      // Stalled at 45 s; the first retry waits 0.75 to 1.25 s.
      await vi.advanceTimersByTimeAsync(2_500);
      expect(silent).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(alive).toHaveBeenCalledTimes(1);
      stopAlive();
      stopSilent();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops for good when the server answers 401', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn().mockResolvedValue(new Response('', { status: 401 }));
    const stop = connectLiveEvents({ token: 'old', queryClient: new QueryClient(), fetchImpl });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });
});
