import { codeForStatus, isErrorCode, type TErrorResponse, type TSetupFloor } from '@flexapp/contract';
import { ApiError, buildUrl } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';

/** PUT setup/floors/{id}/plan as multipart/form-data (field "file"). */
export async function uploadFloorPlan(floorId: number, file: File): Promise<TSetupFloor> {
  const body = new FormData();
  body.append('file', file, file.name);
  const token = authToken.get();
  let response: Response;
  try {
    response = await fetch(buildUrl(`setup/floors/${floorId}/plan`), {
      method: 'PUT',
      body,
      headers: token ? { Authorization: `JWT ${token}` } : {},
    });
  } catch (err) {
    throw new ApiError(0, 'NETWORK_ERROR', err instanceof Error ? err.message : 'Network error');
  }
  const data = (await response.json().catch(() => ({}))) as Partial<TErrorResponse> & TSetupFloor;
  if (!response.ok)
    throw new ApiError(
      response.status,
      isErrorCode(data.code) ? data.code : codeForStatus(response.status),
      data.message ?? '',
      data.errors,
      data as Record<string, unknown>,
    );
  return data;
}
