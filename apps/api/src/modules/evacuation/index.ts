// The evacuation module's one door (docs/ARCHITECTURE.md): the BHV list of who is in a building now (decision 365).
export { default as evacuationRoutes } from './evacuation.routes';
