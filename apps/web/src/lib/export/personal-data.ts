import {
  API_VERSION,
  APP_VERSION,
  codeForStatus,
  DASHBOARD_TIMEOUT_MS,
  isErrorCode,
  type TExportFormat,
} from '@flexapp/contract';
import { ApiError, buildUrl } from '../api-client';
import { authToken } from '../auth-token';
import { downloadBlob } from './download';

/**
 * Downloads a person's data export (issue 38) as the server names it: `users/self/export` for oneself,
 * `setup/users/<id>/export` for staff. A refusal throws the API's error.
 */
export async function downloadPersonalData(path: string, format: TExportFormat): Promise<void> {
  const token = authToken.get();
  const response = await fetch(buildUrl(path, { format }), {
    headers: {
      'X-App-Version': APP_VERSION,
      'X-Api-Version': API_VERSION,
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    signal: AbortSignal.timeout(DASHBOARD_TIMEOUT_MS),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const code = isErrorCode(body.code) ? body.code : codeForStatus(response.status);
    throw new ApiError(response.status, code, body.message ?? response.statusText);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  downloadBlob(await response.blob(), name ?? `flexapp-data.${format}`);
}
