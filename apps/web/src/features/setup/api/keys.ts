/** The setup screens' query keys, all under one root: a change to the tree refreshes every setup read. */
export const setupKeys = {
  all: ['setup'] as const,
  buildings: () => [...setupKeys.all, 'buildings'] as const,
  floors: (buildingId: number) => [...setupKeys.all, 'floors', buildingId] as const,
  rooms: (floorId: number) => [...setupKeys.all, 'rooms', floorId] as const,
  desks: (roomId: number) => [...setupKeys.all, 'desks', roomId] as const,
  displays: (roomId: number) => [...setupKeys.all, 'displays', roomId] as const,
  lobbyBoards: (buildingId: number) => [...setupKeys.all, 'lobby-boards', buildingId] as const,
  floorPlan: (floorId: number) => [...setupKeys.all, 'floor-plan', floorId] as const,
  users: (filter: unknown) => [...setupKeys.all, 'users', filter] as const,
  timetables: () => [...setupKeys.all, 'timetables'] as const,
  audit: (after: string | null, limit: number, filters: unknown) =>
    [...setupKeys.all, 'audit', after, limit, filters] as const,
  auditFacets: () => [...setupKeys.all, 'audit', 'facets'] as const,
  saml: () => [...setupKeys.all, 'saml'] as const,
  amenities: () => [...setupKeys.all, 'amenities'] as const,
  neighbourhoods: () => [...setupKeys.all, 'neighbourhoods'] as const,
};
