import type { TUser } from './auth';

/** docs/product/access.md: only the staff role is checked. */
export function isStaff(user: Pick<TUser, 'roles'> | null | undefined): boolean {
  return !!user && user.roles.includes('staff');
}
