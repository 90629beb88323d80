import { ZDeleteQuerySchema, ZDeleteResultSchema, ZIdParamsSchema, ZReorderSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { recordAudit } from './audit';
import {
  deletePlace,
  entityName,
  reorderPlaces,
  requireLiveParent,
  updatePlace,
  type PlaceTable,
} from './places.repository';
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
  const entity = entityName[kind.table];
  const parentEntity = kind.parent ? entityName[kind.parent] : entity;
  // The kind's types are checked where it is declared; here the answer is validated by its schema.
  const answer: z.ZodType = kind.answer;
  const one = (id: number): Promise<unknown> => kind.one(id);
  const list = (parentId: number | null): Promise<unknown[]> => kind.list(parentId);

  app.patch(
    `/${kind.table}/:id`,
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, body: kind.update, response: { 200: answer, ...setupErrors } },
    },
    async (request) => {
      const user = currentUser(request);
      const { version, ...values } = request.body as { version: number } & Record<string, unknown>;
      await app.db.transaction().execute(async (trx) => {
        const change = await updatePlace(trx, kind.table, request.params.id, version, values);
        await recordAudit(trx, {
          userId: user.id,
          action: `${entity}.update`,
          entityType: entity,
          entityId: request.params.id,
          details: change,
        });
      });
      return one(request.params.id);
    },
  );

  app.put(
    kind.parent ? `/${kind.parent}/:id/${kind.table}/order` : `/${kind.table}/order`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: kind.parent ? ZIdParamsSchema : z.object({}),
        body: ZReorderSchema,
        response: { 200: z.array(answer), ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const parentId = kind.parent ? (request.params as unknown as { id: number }).id : null;
      await app.db.transaction().execute(async (trx) => {
        if (parentId !== null) await requireLiveParent(trx, kind.table, parentId);
        await reorderPlaces(trx, kind.table, parentId, request.body.ids);
        await recordAudit(trx, {
          userId: user.id,
          action: `${entity}.reorder`,
          entityType: parentEntity,
          ...(parentId !== null ? { entityId: parentId } : {}),
          details: { ids: request.body.ids },
        });
      });
      return list(parentId);
    },
  );

  app.delete(
    `/${kind.table}/:id`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        querystring: ZDeleteQuerySchema,
        response: { 200: ZDeleteResultSchema, ...setupErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const released = await app.db.transaction().execute(async (trx) => {
        const result = await deletePlace(trx, kind.table, request.params.id, {
          release: request.query.release,
          staffId: user.id,
          now: app.clock.now(),
        });
        await recordAudit(trx, {
          userId: user.id,
          action: `${entity}.delete`,
          entityType: entity,
          entityId: request.params.id,
          details: { name: result.name, released_bookings: result.released },
        });
        return result.released;
      });
      return { deleted: true as const, released_bookings: released };
    },
  );
}
