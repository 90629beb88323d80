import type { TQrSheet } from '@flexapp/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /qr/sheets/:floor: the floor's desks and meeting rooms with the path each QR code points at. */
export const getQrSheet = (floorId: number) => apiRequest<TQrSheet>(`qr/sheets/${floorId}`);
