import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { onPublished } from '../live';

/** The routes whose success is a booking made, cancelled or a check-in (decision 200). */
const BOOK = 'POST /api/booking/new';
const CANCEL = 'DELETE /api/booking/reservations/delete/:id';
const CHECK_IN = 'POST /api/checkins';

export interface BusinessCounters {
  /** preSerialization: the bookings a booking answer created. */
  beforeSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): void;
  /** onResponse: a cancellation or check-in that succeeded. */
  answered(request: FastifyRequest, reply: FastifyReply): void;
  stop(): void;
}

/**
 * Bookings made, released and checked in, counted where this process answers them: a 201 from the booking
 * route (each booking it created), a 204 from the cancellation, a 201 from the check-in (a 200 there is a
 * check-in that existed already), and the bookings the sweep released, from its bookings_released events
 * after their commit (decision 200).
 */
export function businessCounters(registry: Registry): BusinessCounters {
  const made = new Counter({
    name: 'flexapp_bookings_made_total',
    help: 'Bookings created (desks and rooms).',
    registers: [registry],
  });
  const released = new Counter({
    name: 'flexapp_bookings_released_total',
    help: 'Bookings released before their end: by their owner (cancelled) or by the sweep (not confirmed).',
    labelNames: ['by'],
    registers: [registry],
  });
  const checkins = new Counter({
    name: 'flexapp_checkins_total',
    help: 'Check-ins made.',
    registers: [registry],
  });
  released.inc({ by: 'owner' }, 0);
  released.inc({ by: 'sweep' }, 0);
  const key = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;
  const stop = onPublished((event) => {
    if (event.type === 'bookings_released') released.inc({ by: 'sweep' }, event.bookings.length);
  });
  return {
    beforeSend(request, reply, payload) {
      if (reply.statusCode !== 201 || key(request) !== BOOK) return;
      const bookings = (payload as { bookings?: unknown } | null)?.bookings;
      if (Array.isArray(bookings)) made.inc(bookings.length);
    },
    answered(request, reply) {
      const route = key(request);
      if (route === CANCEL && reply.statusCode === 204) released.inc({ by: 'owner' });
      else if (route === CHECK_IN && reply.statusCode === 201) checkins.inc();
    },
    stop,
  };
}
