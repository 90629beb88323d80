import {
  type DEFAULT_EMAIL_PREFERENCES,
  EMAIL_KINDS,
  ZEmailPreferencesSchema,
  ZEmailPreferencesUpdateSchema,
  type TEmailPreferences,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { currentUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { wantsEmail } from './outbox';
import { errorResponses } from '../../lib/error-responses';

/** The app's Settings: which e-mails a person gets (docs/product/email-and-calendar.md). */
export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const preferences = async (userId: number): Promise<TEmailPreferences> => {
    const user = await app.db
      .selectFrom('users')
      .select(['email', 'email_preferences'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound();
    return {
      email: user.email,
      mail_enabled: app.mail.enabled,
      kinds: Object.fromEntries(
        EMAIL_KINDS.map((k) => [k, wantsEmail(user.email_preferences, k)]),
      ) as typeof DEFAULT_EMAIL_PREFERENCES,
    };
  };

  app.get(
    '/users/self/email-preferences',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['mail'], response: { 200: ZEmailPreferencesSchema, ...errorResponses(401) } },
    },
    async (request) => preferences(currentUser(request).id),
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
    async (request) => {
      const { id } = currentUser(request);
      await app.db
        .updateTable('users')
        .set({ email_preferences: sql`email_preferences || ${JSON.stringify(request.body)}::jsonb` })
        .where('id', '=', id)
        .execute();
      return preferences(id);
    },
  );
}
