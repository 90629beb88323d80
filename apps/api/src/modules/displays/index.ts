// The displays module's one door (docs/ARCHITECTURE.md): room displays and lobby boards, their pairing and device tokens.
export { default as displayRoutes } from './displays.routes';
export { lobbyDevice, lobbyStillPaired, type LobbyDevice } from './lobby-boards.service';
export { openDeviceStream } from './device-stream';
export { presenceCodeValid } from './presence-code';
