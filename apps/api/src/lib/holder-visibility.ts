/** Who reads an answer that may name the holder of a desk or room. */
export interface Viewer {
  id: number;
  isStaff: boolean;
}

/**
 * Whether `viewer` may see the name of a place's holder (decision 251): always unless the holder keeps their
 * bookings private; then only the holder and staff do. Guests and bookings in nobody's name are not private.
 */
export const showsHolder = (viewer: Viewer, holder: { id: number | null; private: boolean }): boolean =>
  !holder.private || viewer.isStaff || holder.id === viewer.id;

/** The key part of a cached answer that names holders: staff see all; others all but the private ones. */
export const holderView = (viewer: Viewer, viewerPrivate: boolean): string =>
  viewer.isStaff ? 'staff' : viewerPrivate ? `self-${viewer.id}` : 'colleague';

/**
 * The viewer and the cache view of an answer that names holders. The viewer's own choice comes with their cached
 * session (dropped by user_changed when they change it), so the hot reads ask the database nothing (decision 462).
 */
export function viewOf(user: Viewer & { privateBookings: boolean }): { viewer: Viewer; view: string } {
  const viewer = { id: user.id, isStaff: user.isStaff };
  return { viewer, view: holderView(viewer, user.privateBookings) };
}
