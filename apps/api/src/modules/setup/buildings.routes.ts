import { ZBuildingCreateSchema, ZBuildingPatchSchema, ZSetupBuildingSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { recordAudit } from './audit';
import { placeRoutes } from './place-routes';
import { nextPosition } from './places.repository';
import { guardName } from './places.service';
import { setupPlaces } from './setup.presenter';
import { setupErrors, tags } from './schemas';

export default async function buildingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const places = setupPlaces(app);

  app.get(
    '/buildings',
    { config: { access: 'staff' }, schema: { tags, response: { 200: z.array(ZSetupBuildingSchema), ...setupErrors } } },
    async () => places.buildings(),
  );

  app.post(
    '/buildings',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZBuildingCreateSchema, response: { 201: ZSetupBuildingSchema, ...setupErrors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await app.db.transaction().execute(async (trx) => {
        const position = await nextPosition(trx, 'buildings', null);
        const row = await guardName(() =>
          trx
            .insertInto('buildings')
            .values({
              name: request.body.name,
              booking_limit: request.body.booking_limit ?? null,
              closing_time: request.body.closing_time ?? null,
              position,
              ...(request.body.opens_at ? { opens_at: request.body.opens_at, closes_at: request.body.closes_at! } : {}),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await recordAudit(trx, {
          userId: user.id,
          action: 'building.create',
          entityType: 'building',
          entityId: row.id,
          details: request.body,
        });
        return row.id;
      });
      reply.status(201);
      return places.building(id);
    },
  );

  placeRoutes(app, {
    table: 'buildings',
    answer: ZSetupBuildingSchema,
    update: ZBuildingPatchSchema,
    parent: null,
    one: places.building,
    list: () => places.buildings(),
  });
}
