// The users module's one door (docs/ARCHITECTURE.md): colleagues, people and their status.
export { default as colleagueRoutes } from './colleagues.routes';
export { activeCheckinsByUser, findPresentedUser } from './user-status.repository';
