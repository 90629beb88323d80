import {
  ZAutocompleteQuerySchema,
  ZAutocompleteResponseSchema,
  ZPlaceSelectorResponseSchema,
  ZPlaceSelectorSearchSchema,
  ZSelectorSearchSchema,
  ZUserSelectorResponseSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { searchBuildings, searchPlaces, searchUsers } from './search.repository';
import { searchPlacesFor } from './search.service';
import { placeIn } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403);
const where = (p: { room_name: string; floor_name: string; building_name: string }) =>
  `${p.room_name}, ${p.floor_name}, ${p.building_name}`;

/** Staff search selectors: autocomplete (GET, `results` with `text`) and reports/* (POST, `data`). */
export default async function autocompleteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/autocomplete/desks',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['search'],
        querystring: ZAutocompleteQuerySchema,
        response: { 200: ZAutocompleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { q = '', limit, building_id } = request.query;
      const rows = await searchPlaces(app.db, 'desk', q, limit, building_id);
      return { results: rows.map((r) => ({ id: r.id, text: `${r.name} (${where(r)})` })) };
    },
  );

  app.get(
    '/autocomplete/meeting_rooms',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['search'],
        querystring: ZAutocompleteQuerySchema,
        response: { 200: ZAutocompleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { q = '', limit, building_id } = request.query;
      const rows = await searchPlaces(app.db, 'meeting_room', q, limit, building_id);
      return { results: rows.map((r) => ({ id: r.id, text: `${r.name} (${r.floor_name}, ${r.building_name})` })) };
    },
  );

  app.get(
    '/autocomplete/buildings',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['search'],
        querystring: ZAutocompleteQuerySchema,
        response: { 200: ZAutocompleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await searchBuildings(app.db, request.query.q ?? '', request.query.limit);
      return { results: rows.map((r) => ({ id: r.id, text: r.name })) };
    },
  );

  // A search of people stays staff's; the place pickers are the reports permission's (decision 345), for a
  // building-scoped role within their buildings (decision 427): each `building_id` named must be theirs.
  const placePicker = { access: 'reports', buildingScoped: placeIn.bodyMany('building', 'building_id') } as const;
  app.post(
    '/reports/users',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['search'],
        body: ZSelectorSearchSchema,
        response: { 200: ZUserSelectorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await searchUsers(app.db, request.body.search, request.body.limit);
      return { data: rows.map((r) => ({ ...r, name: `${r.first_name} ${r.last_name}` })) };
    },
  );

  app.post(
    '/reports/desks',
    {
      config: placePicker,
      schema: {
        tags: ['search'],
        body: ZPlaceSelectorSearchSchema,
        response: { 200: ZPlaceSelectorResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await searchPlacesFor(app, request, 'desk', request.body) }),
  );

  app.post(
    '/reports/meeting_rooms',
    {
      config: placePicker,
      schema: {
        tags: ['search'],
        body: ZPlaceSelectorSearchSchema,
        response: { 200: ZPlaceSelectorResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await searchPlacesFor(app, request, 'meeting_room', request.body) }),
  );
}
