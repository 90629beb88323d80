import { ZDeleteQuerySchema, ZDeleteResultSchema, ZIdParamsSchema, ZReorderSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, placeIn, type PlaceRef, type RouteAccess } from '../../lib/auth';
import { entityName, type PlaceTable } from './places.repository';
import { changePlace, removePlace, reorderPlaces } from './places.service';
import { setupErrors, tags } from './schemas';

/** What differs between buildings, floors, rooms and desks for update, reorder and delete. */
export interface PlaceKind<Answer extends z.ZodType, Update extends z.ZodObject<{ version: z.ZodNumber }>> {
  table: PlaceTable;
  /** The answer for one place. */
  answer: Answer;
  /** The PATCH body: the changed fields and the version they were read at. */
  update: Update;
  /** The parent's table, whose `/:id/<table>/order` reorders its children; null: `/<table>/order` (buildings). */
  parent: PlaceTable | null;
  one(id: number): Promise<z.output<Answer>>;
  /** The children of a parent (null: the top level), in their order. */
  list(parentId: number | null): Promise<z.output<Answer>[]>;
}

/**
 * PATCH /<table>/:id, PUT <parent>/:id/<table>/order and DELETE /<table>/:id: one implementation for the
 * four levels of the workplace tree, each in one transaction with its audit record.
 */
export function placeRoutes<Answer extends z.ZodType, Update extends z.ZodObject<{ version: z.ZodNumber }>>(
  fastify: FastifyInstance,
  kind: PlaceKind<Answer, Update>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The kind's types are checked where it is declared; here the answer is validated by its schema.
  const answer: z.ZodType = kind.answer;
  const one = (id: number): Promise<unknown> => kind.one(id);
  const list = (parentId: number | null): Promise<unknown[]> => kind.list(parentId);
  // Floors, rooms and desks are the setup permission's, in the admin's buildings; changing buildings stays
  // staff's (decisions 345, 391).
  type Access = { access: RouteAccess; buildingScoped?: PlaceRef };
  const inPlace = (table: PlaceTable): Access => ({
    access: 'setup',
    buildingScoped: placeIn.params(entityName[table]),
  });
  const staff: Access = { access: 'staff' };

  app.patch(
    `/${kind.table}/:id`,
    {
      config: kind.table === 'buildings' ? staff : inPlace(kind.table),
      schema: { tags, params: ZIdParamsSchema, body: kind.update, response: { 200: answer, ...setupErrors } },
    },
    async (request) => {
      const body = request.body as { version: number } & Record<string, unknown>;
      await changePlace(app, currentUser(request).id, kind.table, request.params.id, body);
      return one(request.params.id);
    },
  );

  app.put(
    kind.parent ? `/${kind.parent}/:id/${kind.table}/order` : `/${kind.table}/order`,
    {
      config: kind.parent ? inPlace(kind.parent) : staff,
      schema: {
        tags,
        params: kind.parent ? ZIdParamsSchema : z.object({}),
        body: ZReorderSchema,
        response: { 200: z.array(answer), ...setupErrors },
      },
    },
    async (request) => {
      const parentId = kind.parent ? (request.params as unknown as { id: number }).id : null;
      const parent = { table: kind.parent, id: parentId };
      await reorderPlaces(app, currentUser(request).id, kind.table, parent, request.body.ids);
      return list(parentId);
    },
  );

  app.delete(
    `/${kind.table}/:id`,
    {
      config: kind.table === 'buildings' ? staff : inPlace(kind.table),
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZDeleteQuerySchema,
        response: { 200: ZDeleteResultSchema, ...setupErrors },
      },
    },
    async (request) => {
      const release = request.query.release;
      const released = await removePlace(app, currentUser(request).id, kind.table, request.params.id, release);
      return { deleted: true as const, released_bookings: released };
    },
  );
}
