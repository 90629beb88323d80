import {
  ErrorCode,
  type Language,
  STAFF_ROLE,
  ZDeactivateResultSchema,
  ZIdParamsSchema,
  ZPasswordResetSchema,
  ZSetupUserListSchema,
  ZSetupUserQuerySchema,
  ZSetupUserSchema,
  ZUserCreateSchema,
  ZUserImportPreviewSchema,
  ZUserImportRequestSchema,
  ZUserImportResultSchema,
  ZUserUpdateSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { isUniqueViolation, type DbOrTrx } from '../../db/database';
import { currentUser } from '../../lib/auth';
import { sendJsonBody } from '../../lib/json-reply';
import { setupUsersBody } from './setup.cache';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, clearLoginFailures, revokeUserSessions } from '../auth';
import { accountCreatedMail, passwordResetMail, queueMail, queueMails } from '../mail';
import { notifyWatchersDeskFree } from '../notifiers';
import { recordAudit } from './audit';
import { staleVersion } from './places.repository';
import { releaseFutureBookings } from './release.repository';
import { setupErrors, tags } from './schemas';
import { previewImport } from './users-import';
import { findSetupUser } from './users.repository';

const identityTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'users_username_key'))
    return new AppError(ErrorCode.USERNAME_TAKEN, 'Username taken', { username: ['username_taken'] });
  if (isUniqueViolation(err, 'users_email_key'))
    return new AppError(ErrorCode.EMAIL_TAKEN, 'Email taken', { email: ['email_taken'] });
  return err;
};
const cannotChangeSelf = () => new AppError(ErrorCode.CANNOT_CHANGE_SELF);

async function lockUser(db: DbOrTrx, id: number) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const one = async (id: number) =>
    (await findSetupUser(app.db, id, app.clock.now())) ??
    (() => {
      throw notFound();
    })();

  app.get(
    '/users',
    {
      config: { access: 'staff' },
      schema: { tags, querystring: ZSetupUserQuerySchema, response: { 200: ZSetupUserListSchema, ...setupErrors } },
    },
    async (request, reply) =>
      sendJsonBody(request, reply, await setupUsersBody(app, { url: request.url, query: request.query })),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZSetupUserSchema, ...setupErrors } },
    },
    async (request) => one(request.params.id),
  );

  app.post(
    '/users',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZUserCreateSchema, response: { 201: ZSetupUserSchema, ...setupErrors } },
    },
    async (request, reply) => {
      const staff = currentUser(request);
      const { password, is_staff, email, ...fields } = request.body;
      const passwordHash = password ? await hashPassword(password) : null;
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({ ...fields, email: email ?? null, password_hash: passwordHash, roles: is_staff ? [STAFF_ROLE] : [] })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch((err) => {
            throw identityTaken(err);
          });
        await recordAudit(trx, {
          userId: staff.id,
          action: 'user.create',
          entityType: 'user',
          entityId: row.id,
          details: { ...fields, email, is_staff, password_set: !!password },
        });
        await queueMail(trx, app.mail, {
          userId: row.id,
          kind: 'account_created',
          render: (lang, firstName) =>
            accountCreatedMail(lang, firstName, fields.username, { origin: app.mail.origin }),
        });
        return row.id;
      });
      reply.status(201);
      return one(id);
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZUserUpdateSchema,
        response: { 200: ZSetupUserSchema, ...setupErrors },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      const { id } = request.params;
      const { version, is_staff, ...fields } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const current = await lockUser(trx, id);
        if (current.version !== version) throw staleVersion();
        if (id === staff.id && is_staff === false) throw cannotChangeSelf();
        const roles =
          is_staff === undefined
            ? current.roles
            : is_staff
              ? [...new Set([...current.roles, STAFF_ROLE])]
              : current.roles.filter((r) => r !== STAFF_ROLE);
        await trx
          .updateTable('users')
          .set({ ...fields, roles, version: current.version + 1, updated_at: new Date() })
          .where('id', '=', id)
          .execute()
          .catch((err) => {
            throw identityTaken(err);
          });
        const before = Object.fromEntries(Object.keys(fields).map((k) => [k, current[k as keyof typeof current]]));
        await recordAudit(trx, {
          userId: staff.id,
          action: 'user.update',
          entityType: 'user',
          entityId: id,
          details: {
            before: { ...before, ...(is_staff !== undefined ? { is_staff: current.roles.includes(STAFF_ROLE) } : {}) },
            after: { ...fields, ...(is_staff !== undefined ? { is_staff } : {}) },
          },
        });
        const wasStaff = current.roles.includes(STAFF_ROLE);
        if (is_staff !== undefined && is_staff !== wasStaff) {
          // A role change is its own line in the activity log (issue 12), beside the update.
          await recordAudit(trx, {
            userId: staff.id,
            action: 'user.role_change',
            entityType: 'user',
            entityId: id,
            details: { username: current.username, before: current.roles, after: roles },
          });
        }
      });
      return one(id);
    },
  );

  // A deactivated user cannot sign in: sessions end, future bookings are released (with a message), an open check-in ends.
  app.post(
    '/users/:id/deactivate',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZDeactivateResultSchema, ...setupErrors } },
    },
    async (request) => {
      const staff = currentUser(request);
      const { id } = request.params;
      if (id === staff.id) throw cannotChangeSelf();
      const released = await app.db.transaction().execute(async (trx) => {
        const current = await lockUser(trx, id);
        if (!current.is_active) return 0;
        await trx
          .updateTable('users')
          .set({ is_active: false, version: current.version + 1, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await revokeUserSessions(trx, id, app.clock.now());
        const ended = await trx
          .updateTable('checkins')
          .set({ deactivated_at: sql<Date>`greatest(created, ${app.clock.now()}::timestamptz)` })
          .where('user_id', '=', id)
          .where('deactivated_at', 'is', null)
          .returning('desk_id')
          .execute();
        const released = await releaseFutureBookings(
          trx,
          { userId: id },
          {
            staffId: staff.id,
            now: app.clock.now(),
            reason: { en: 'Your account was deactivated.', nl: 'Uw account is gedeactiveerd.' },
            notifyWatchers: true,
          },
        );
        for (const { desk_id } of ended) if (desk_id) await notifyWatchersDeskFree(trx, desk_id, app.clock.now());
        await recordAudit(trx, {
          userId: staff.id,
          action: 'user.deactivate',
          entityType: 'user',
          entityId: id,
          details: { username: current.username, released_bookings: released },
        });
        return released;
      });
      return { user: await one(id), released_bookings: released };
    },
  );

  app.post(
    '/users/:id/activate',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParamsSchema, response: { 200: ZSetupUserSchema, ...setupErrors } },
    },
    async (request) => {
      const staff = currentUser(request);
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const current = await lockUser(trx, id);
        if (current.is_active) return;
        await trx
          .updateTable('users')
          .set({ is_active: true, version: current.version + 1, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, {
          userId: staff.id,
          action: 'user.activate',
          entityType: 'user',
          entityId: id,
          details: { username: current.username },
        });
      });
      return one(id);
    },
  );

  // Staff set a new password; the user's sessions end (they sign in with the new one).
  app.post(
    '/users/:id/password',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZPasswordResetSchema,
        response: { 200: ZSetupUserSchema, ...setupErrors },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      const { id } = request.params;
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction().execute(async (trx) => {
        const current = await lockUser(trx, id);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, version: current.version + 1, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        if (id !== staff.id) await revokeUserSessions(trx, id, app.clock.now());
        // The new password ends any lockout of the account (someone else's guesses).
        await clearLoginFailures(trx, id);
        await recordAudit(trx, {
          userId: staff.id,
          action: 'user.password_reset',
          entityType: 'user',
          entityId: id,
          details: { username: current.username },
        });
        if (id !== staff.id)
          await queueMail(trx, app.mail, {
            userId: id,
            kind: 'password_reset',
            render: (lang, firstName) =>
              passwordResetMail(lang, firstName, current.username, { origin: app.mail.origin }),
          });
      });
      return one(id);
    },
  );

  app.post(
    '/users/import/preview',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZUserImportRequestSchema, response: { 200: ZUserImportPreviewSchema, ...setupErrors } },
    },
    async (request) => previewImport(app.db, request.body.csv),
  );

  // All or nothing: any problem refuses the whole file (400 IMPORT_INVALID with the preview).
  app.post(
    '/users/import',
    {
      config: { access: 'staff' },
      schema: { tags, body: ZUserImportRequestSchema, response: { 201: ZUserImportResultSchema, ...setupErrors } },
    },
    async (request, reply) => {
      const staff = currentUser(request);
      const created = await app.db.transaction().execute(async (trx) => {
        await sql`lock table users in share row exclusive mode`.execute(trx);
        const preview = await previewImport(trx, request.body.csv);
        if (!preview.valid) throw new AppError(ErrorCode.IMPORT_INVALID, 'Import invalid', undefined, { preview });
        const rows = await trx
          .insertInto('users')
          .values(
            preview.rows.map((r) => ({
              username: r.username,
              email: r.email,
              first_name: r.first_name,
              last_name: r.last_name,
              roles: r.is_staff ? [STAFF_ROLE] : [],
              language: r.language as 'en' | 'nl',
              password_hash: null,
            })),
          )
          .returning(['id', 'username'])
          .execute()
          .catch((err) => {
            throw identityTaken(err);
          });
        await queueMails(
          trx,
          app.mail,
          rows.map((r) => ({
            userId: r.id,
            kind: 'account_created' as const,
            render: (lang: Language, firstName: string) =>
              accountCreatedMail(lang, firstName, r.username, { origin: app.mail.origin }, false),
          })),
        );
        await recordAudit(trx, {
          userId: staff.id,
          action: 'user.import',
          entityType: 'user',
          details: { created: rows.length, user_ids: rows.map((r) => r.id) },
        });
        return rows.length;
      });
      reply.status(201);
      return { created };
    },
  );
}
