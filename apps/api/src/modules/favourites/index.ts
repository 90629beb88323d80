// The favourites module's one door (docs/ARCHITECTURE.md): starred desks and meeting rooms (decision 260) and
// the colleagues a person follows (decision 360).
export { default as favouriteRoutes } from './favourites.routes';
export { followedIds } from './favourite-people.service';
