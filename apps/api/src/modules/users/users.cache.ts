import { COLLEAGUES_PAGE_SIZE, type ZColleagueListQuerySchema, ZColleagueListSchema } from '@flexapp/contract';
import type { z } from 'zod';
import { JsonBody } from '../../lib/json-reply';
import type { pageLinks } from '../../lib/page-links';
import { cachedShowingRead, STATUS_TTL_MS } from '../../live';
import type { PeopleIndex } from './people-index';
import { hidePrivatePlaces } from './private-places';

// The users module's cached reads (decision 033).

type ColleaguesArgs = {
  me: number;
  isStaff: boolean;
  url: string;
  query: z.output<typeof ZColleagueListQuerySchema>;
  people: PeopleIndex;
  links: (filtered: number) => ReturnType<typeof pageLinks>;
};

/**
 * A page of the colleague list, shared from the live cache with the searcher in the key (nobody finds
 * themselves). Who is found, and in what order, follows names, flags and findability: any account change or
 * booking drops the answer ('accounts'); a filter on where people work follows every check-in too ('people').
 * The people listed follow their own events: anybody else's check-in leaves the answer as it is.
 */
export const colleaguesBody = cachedShowingRead({
  name: 'colleagues',
  scope: ({ query }: ColleaguesArgs) =>
    (query.include?.some((filter) => filter !== 'user.bhv') ?? false) ? 'people' : 'accounts',
  key: ({ me, url }) => `${me}:${url}`,
  ttlMs: STATUS_TTL_MS,
  load: async (app, { me, isStaff, query, people, links }) => {
    const { query: text, is_bhv, include, page = 1 } = query;
    const search = { query: text, isBhv: is_bhv === undefined ? undefined : is_bhv === 'true', include };
    const [count, found] = await Promise.all([
      people.count(me),
      people.search(me, search, { offset: (page - 1) * COLLEAGUES_PAGE_SIZE, limit: COLLEAGUES_PAGE_SIZE }),
    ]);
    const value = JsonBody.of(ZColleagueListSchema, {
      count,
      filtered_count: found.filtered,
      ...links(found.filtered),
      results: await hidePrivatePlaces(app.db, found.users, { id: me, isStaff }),
    });
    return { value, shows: found.users.map((user) => user.id) };
  },
});
