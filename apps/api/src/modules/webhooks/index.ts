// The webhooks module's one door (docs/ARCHITECTURE.md): endpoints in Setup, events written with their change,
// and their delivery through the job runner (issue 39, decisions 255-258).
export { default as webhookRoutes } from './webhooks.routes';
export { default as chatChannelRoutes } from './chat-channels.routes';
export { default as personalChatRoutes } from './personal-chat.routes';
export { recordBookingEvents, recordCheckinEvents, recordDeskEvents, recordWebhookEvents } from './webhook-events';
export { startWebhookWorker, type WebhookWorkerOptions } from './webhook-worker';
export { subscribedSql } from './webhooks.repository';
