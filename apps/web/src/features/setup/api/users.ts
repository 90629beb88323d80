import {
  DASHBOARD_TIMEOUT_MS,
  type TEraseResult,
  type TSetupUser,
  type TSetupUserList,
  type TUserCreate,
  type TUserImportPreview,
  type TUserUpdate,
} from '@flexapp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setupKeys } from './keys';

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
export type UserFilter = { query: string; status: 'active' | 'inactive' | 'all'; page: number; limit: number };

export const getSetupUsers = (f: UserFilter) => apiRequest<TSetupUserList>('setup/users', { query: f, ...opts });
export const useSetupUsers = (f: UserFilter) =>
  useQuery({ queryKey: setupKeys.users(f), queryFn: () => getSetupUsers(f), placeholderData: keepPreviousData });
export const createUser = (body: TUserCreate) =>
  apiRequest<TSetupUser>('setup/users', { method: 'POST', body, ...opts });
export const updateUser = ({ id, ...body }: TUserUpdate & { id: number }) =>
  apiRequest<TSetupUser>(`setup/users/${id}`, { method: 'PATCH', body, ...opts });
export const deactivateUser = (id: number) =>
  apiRequest<{ user: TSetupUser; released_bookings: number }>(`setup/users/${id}/deactivate`, {
    method: 'POST',
    ...opts,
  });
export const activateUser = (id: number) =>
  apiRequest<TSetupUser>(`setup/users/${id}/activate`, { method: 'POST', ...opts });
export const resetPassword = ({ id, password }: { id: number; password: string }) =>
  apiRequest<TSetupUser>(`setup/users/${id}/password`, { method: 'POST', body: { password }, ...opts });
export const previewImport = (csv: string) =>
  apiRequest<TUserImportPreview>('setup/users/import/preview', { method: 'POST', body: { csv }, timeoutMs: 60_000 });
export const commitImport = (csv: string) =>
  apiRequest<{ created: number }>('setup/users/import', { method: 'POST', body: { csv }, timeoutMs: 60_000 });
export const eraseUser = ({ id, confirm }: { id: number; confirm: string }) =>
  apiRequest<TEraseResult>(`setup/users/${id}/erase`, { method: 'POST', body: { confirm }, ...opts });
