import { ZEmailPreferencesSchema, ZEmailPreferencesUpdateSchema } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { errorResponses } from '../../lib/error-responses';
import { emailPreferences, updateEmailPreferences } from './preferences.service';

/** The app's Settings: which e-mails a person gets (docs/product/email-and-calendar.md). */
export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/self/email-preferences',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['mail'], response: { 200: ZEmailPreferencesSchema, ...errorResponses(401) } },
    },
    async (request) => emailPreferences(app.db, currentUser(request).id, app.mail.enabled),
  );

  app.put(
    '/users/self/email-preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['mail'],
        body: ZEmailPreferencesUpdateSchema,
        response: { 200: ZEmailPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateEmailPreferences(app.db, currentUser(request).id, request.body, app.mail.enabled),
  );
}
