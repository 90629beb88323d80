// The live wing's one door (docs/ARCHITECTURE.md): the answer cache, typed events over LISTEN/NOTIFY, the hub.
export { livePlugin } from './live.plugin';
export type { EventHub, EventSubscriber, EventWatcher } from './event-hub';
export { sseFrame } from './event-hub';
export { openSseStream, type SseStreamOptions } from './sse-stream';
export { type CachedRead, cachedRead, cachedShowingRead, type LiveApp } from './cached-read';
export {
  type CacheFollower,
  type CacheScope,
  type Patch,
  type ReleasedBooking,
  ReleasedBookings,
  SETUP_TTL_MS,
  STATUS_TTL_MS,
} from './live-cache';
export {
  deskChangeEvents,
  DESK_EVENTS_EACH,
  eventsInStatement,
  hearCommitted,
  messageEvents,
  onPublished,
  PEOPLE_EVENTS_EACH,
  publishDeskStatus,
  publishEvent,
  publishGuestsChanged,
  publishOnCommit,
  publishRoomStatus,
  publishUserChanged,
  releasedEvents,
  type ReleasedTuple,
  RELEASED_A_EVENT,
  streamsOnly,
  type TServerEvent,
  unpackEvents,
  userChangeEvents,
} from './events';
export { eachInTurns, flatMapInTurns, writeInChunks } from './in-turns';
