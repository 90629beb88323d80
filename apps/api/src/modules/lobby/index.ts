// The lobby module's one door (docs/ARCHITECTURE.md): the lobby board's state and live stream (decision 330).
export { default as lobbyRoutes } from './lobby.routes';
