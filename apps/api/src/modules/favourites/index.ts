// The favourites module's one door (docs/ARCHITECTURE.md): starred desks and meeting rooms (decision 260).
export { default as favouriteRoutes } from './favourites.routes';
