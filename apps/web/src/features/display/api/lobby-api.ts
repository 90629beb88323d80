import type { TLobbyState } from '@flexapp/contract';
import { deviceRequest, lobbyStore } from './display-api';
import { openDeviceStream, type DeviceStreamStatus } from './device-stream';

/** The lobby board's state (decision 331), with its own device token. */
export const getLobbyState = () => deviceRequest<TLobbyState>(lobbyStore, 'display/lobby');

export type LobbyStreamStatus = DeviceStreamStatus;

/** The lobby board's live stream (decision 331). */
export const openLobbyStream = (onChange: () => void, onStatus: (status: LobbyStreamStatus) => void) =>
  openDeviceStream(lobbyStore, 'display/lobby/events', onChange, onStatus);
