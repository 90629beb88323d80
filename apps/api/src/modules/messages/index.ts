// The messages module's one door (docs/ARCHITECTURE.md): the in-app inbox.
export { default as messageRoutes } from './messages.routes';
export { createMessage, createMessages, type MessageTexts } from './messages.service';
export { findMessage, type Reader } from './inbox.repository';
