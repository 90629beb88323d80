/** The evacuation list query keys: one building's list (null: the first the reader may see). */
export const evacuationKeys = {
  all: ['evacuation'] as const,
  building: (buildingId: number | null) => [...evacuationKeys.all, 'building', buildingId] as const,
};
