/**
 * The guest form's query keys. The desks a guest may take live under their own root, outside placeKeys:
 * the live desk events do not refresh the open list (it is read again each time it is opened).
 */
export const guestKeys = {
  visitPersons: (variant: string, search: string) => ['guests', 'visit-persons', variant, search] as const,
  desks: (roomId: number | null, timeEnd: string) => ['guest-desks', roomId, timeEnd] as const,
};
