import { ZPrivacySettingsSchema, ZPrivacySettingsUpdateSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { privacySettings, updatePrivacySettings } from './privacy.service';

/** The app's Settings: "Keep my bookings private" (issue 38, decision 251). */
export default async function privacySettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/self/privacy',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['privacy'], response: { 200: ZPrivacySettingsSchema, ...errorResponses(401, 404) } },
    },
    async (request) => privacySettings(app.db, currentUser(request).id),
  );

  app.put(
    '/users/self/privacy',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['privacy'],
        body: ZPrivacySettingsUpdateSchema,
        response: { 200: ZPrivacySettingsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updatePrivacySettings(app, currentUser(request).id, request.body),
  );
}
