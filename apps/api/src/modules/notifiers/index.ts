// The notifiers module's one door (docs/ARCHITECTURE.md): watched desks and who is told when one frees up.
export { default as notifierRoutes } from './notifiers.routes';
export { notifyWatchersDeskFree, notifyWatchersOfFreedDesks } from './desk-freed';
export { removeUserNotifiers } from './notifiers.repository';
