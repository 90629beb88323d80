import { ZBuildingCreateSchema, ZBuildingPatchSchema, ZSetupBuildingSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, permittedBuildings } from '../../lib/auth';
import { placeRoutes } from './place-routes';
import { createBuilding } from './place-create.service';
import { setupPlaces } from './setup.presenter';
import { setupErrors, tags } from './schemas';

export default async function buildingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const places = setupPlaces(app);

  app.get(
    '/buildings',
    {
      // The setup permission's buildings: a location admin sees theirs only (decision 391).
      config: { access: 'setup', buildingScoped: true },
      schema: { tags, response: { 200: z.array(ZSetupBuildingSchema), ...setupErrors } },
    },
    async (request) => places.buildings(undefined, permittedBuildings(request)),
  );

  app.post(
    '/buildings',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZBuildingCreateSchema, response: { 201: ZSetupBuildingSchema, ...setupErrors } },
    },
    async (request, reply) =>
      reply.status(201).send(await places.building(await createBuilding(app, currentUser(request).id, request.body))),
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
