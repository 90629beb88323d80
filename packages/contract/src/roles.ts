import type { TUser } from './auth';

/** Spec section 6: only the staff role is checked. */
export function isStaff(user: Pick<TUser, 'roles'> | null | undefined): boolean {
  return !!user && user.roles.includes('staff');
}
