/** The colleagues' query keys: the search list and one colleague's details. */
export const colleagueKeys = {
  all: ['colleagues'] as const,
  list: (query: string, include: readonly string[]) => [...colleagueKeys.all, 'list', query, include] as const,
  detail: (id: number) => [...colleagueKeys.all, 'detail', id] as const,
};
