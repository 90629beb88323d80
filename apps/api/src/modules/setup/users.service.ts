import {
  ErrorCode,
  STAFF_ROLE,
  type TSetupUser,
  type TUserUpdate,
  type ZDeactivateResultSchema,
  type ZUserCreateSchema,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type DbOrTrx, isUniqueViolation } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { clearLoginFailures, hashPassword, revokeUserSessions } from '../auth';
import { accountCreatedMail, passwordResetMail, queueMail } from '../mail';
import { notifyWatchersDeskFree, removeUserNotifiers } from '../notifiers';
import { recordWebhookEvents } from '../webhooks';
import { recordAudit } from './audit';
import { releaseFutureBookings } from './release.service';
import { staleVersion } from './setup.errors';
import { endOpenCheckins, findSetupUser, insertUser, updateUser, userForUpdate } from './users.repository';

export type App = Pick<FastifyInstance, 'db' | 'clock' | 'mail'>;

/** A unique violation on the username or e-mail becomes its 409 with the field's error; anything else stays. */
export const identityTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'users_username_key'))
    return new AppError(ErrorCode.USERNAME_TAKEN, 'Username taken', { username: ['username_taken'] });
  if (isUniqueViolation(err, 'users_email_key'))
    return new AppError(ErrorCode.EMAIL_TAKEN, 'Email taken', { email: ['email_taken'] });
  return err;
};
const cannotChangeSelf = () => new AppError(ErrorCode.CANNOT_CHANGE_SELF);

async function lockUser(db: DbOrTrx, id: number) {
  const row = await userForUpdate(db, id);
  if (!row) throw notFound();
  return row;
}

/** A user to change: an erased person's account takes no name, e-mail, password or activation again (decision 445). */
async function lockChangeableUser(db: DbOrTrx, id: number) {
  const row = await lockUser(db, id);
  if (row.erased_at) throw new AppError(ErrorCode.USER_ERASED);
  return row;
}

/** A user as setup shows them; 404 when unknown. */
export async function setupUser(app: Pick<App, 'db' | 'clock'>, id: number): Promise<TSetupUser> {
  const user = await findSetupUser(app.db, id, app.clock.now());
  if (!user) throw notFound();
  return user;
}

/** Creates a user; with e-mail on, they get an "account created" e-mail. */
export async function createUser(
  app: App,
  staffId: number,
  body: z.infer<typeof ZUserCreateSchema>,
): Promise<TSetupUser> {
  const { password, is_staff, email, ...fields } = body;
  const passwordHash = password ? await hashPassword(password) : null;
  const id = await app.db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      ...fields,
      email: email ?? null,
      password_hash: passwordHash,
      roles: is_staff ? [STAFF_ROLE] : [],
    }).catch((err) => {
      throw identityTaken(err);
    });
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: 'user.create',
      entityType: 'user',
      entityId: userId,
      details: { ...fields, email, is_staff, password_set: !!password },
    });
    await recordWebhookEvents(trx, [{ type: 'user.provisioned', data: { user_id: userId } }], app.clock.now());
    await queueMail(trx, app.mail, {
      userId,
      kind: 'account_created',
      render: (lang, firstName) => accountCreatedMail(lang, firstName, fields.username, { origin: app.mail.origin }),
    });
    return userId;
  });
  return setupUser(app, id);
}

/** Changes a user at `version` (409 when stale); staff cannot take their own staff role away. */
export async function changeUser(app: App, staffId: number, id: number, body: TUserUpdate): Promise<TSetupUser> {
  const { version, is_staff, ...fields } = body;
  await app.db.transaction().execute(async (trx) => {
    const current = await lockChangeableUser(trx, id);
    if (current.version !== version) throw staleVersion();
    if (id === staffId && is_staff === false) throw cannotChangeSelf();
    const roles =
      is_staff === undefined
        ? current.roles
        : is_staff
          ? [...new Set([...current.roles, STAFF_ROLE])]
          : current.roles.filter((r) => r !== STAFF_ROLE);
    await updateUser(trx, id, { ...fields, roles, version: current.version + 1, updated_at: app.clock.now() }).catch(
      (err) => {
        throw identityTaken(err);
      },
    );
    const before = Object.fromEntries(Object.keys(fields).map((k) => [k, current[k as keyof typeof current]]));
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
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
        userId: staffId,
        at: app.clock.now(),
        action: 'user.role_change',
        entityType: 'user',
        entityId: id,
        details: { username: current.username, before: current.roles, after: roles },
      });
    }
  });
  return setupUser(app, id);
}

/**
 * A deactivated user cannot sign in: sessions end, future bookings are released (with a message), their watches
 * end, an open check-in ends. Deactivating an inactive user changes nothing.
 */
export async function deactivateUser(
  app: App,
  staffId: number,
  id: number,
): Promise<z.infer<typeof ZDeactivateResultSchema>> {
  if (id === staffId) throw cannotChangeSelf();
  const released = await app.db.transaction().execute((trx) => deactivateUserIn(trx, app.clock.now(), staffId, id));
  return { user: await setupUser(app, id), released_bookings: released };
}

/**
 * Deactivation inside the caller's transaction, by a staff member or by no person (`actorId` null: a SCIM token,
 * named in `via`, decision 232). Answers the number of bookings released.
 */
export async function deactivateUserIn(
  trx: DbOrTrx,
  now: Date,
  actorId: number | null,
  id: number,
  via: Record<string, unknown> = {},
): Promise<number> {
  const current = await lockUser(trx, id);
  if (!current.is_active) return 0;
  await updateUser(trx, id, { is_active: false, version: current.version + 1, updated_at: now });
  await revokeUserSessions(trx, id, now);
  await recordWebhookEvents(trx, [{ type: 'user.deactivated', data: { user_id: id } }], now);
  const ended = await endOpenCheckins(trx, id, now);
  const released = await releaseFutureBookings(
    trx,
    { userId: id },
    {
      staffId: actorId,
      now,
      reason: { en: 'Your account was deactivated.', nl: 'Uw account is gedeactiveerd.' },
      notifyWatchers: true,
    },
  );
  for (const { desk_id } of ended) if (desk_id) await notifyWatchersDeskFree(trx, desk_id, now);
  const watches = await removeUserNotifiers(trx, id);
  await recordAudit(trx, {
    at: now,
    userId: actorId,
    action: 'user.deactivate',
    entityType: 'user',
    entityId: id,
    details: { username: current.username, released_bookings: released, ended_watches: watches, ...via },
  });
  return released;
}

/** Lets a deactivated user sign in again; activating an active user changes nothing. */
export async function activateUser(app: App, staffId: number, id: number): Promise<TSetupUser> {
  await app.db.transaction().execute((trx) => activateUserIn(trx, app.clock.now(), staffId, id));
  return setupUser(app, id);
}

/** Activation inside the caller's transaction (see deactivateUserIn). */
export async function activateUserIn(
  trx: DbOrTrx,
  now: Date,
  actorId: number | null,
  id: number,
  via: Record<string, unknown> = {},
): Promise<void> {
  const current = await lockChangeableUser(trx, id);
  if (current.is_active) return;
  await updateUser(trx, id, { is_active: true, version: current.version + 1, updated_at: now });
  await recordAudit(trx, {
    at: now,
    userId: actorId,
    action: 'user.activate',
    entityType: 'user',
    entityId: id,
    details: { username: current.username, ...via },
  });
}

/** Staff set a new password; the user's sessions end (they sign in with the new one) and they get an e-mail. */
export async function resetPassword(app: App, staffId: number, id: number, password: string): Promise<TSetupUser> {
  const passwordHash = await hashPassword(password);
  await app.db.transaction().execute(async (trx) => {
    const current = await lockChangeableUser(trx, id);
    await updateUser(trx, id, {
      password_hash: passwordHash,
      version: current.version + 1,
      updated_at: app.clock.now(),
    });
    if (id !== staffId) await revokeUserSessions(trx, id, app.clock.now());
    // The new password ends any lockout of the account (someone else's guesses).
    await clearLoginFailures(trx, id);
    await recordAudit(trx, {
      userId: staffId,
      at: app.clock.now(),
      action: 'user.password_reset',
      entityType: 'user',
      entityId: id,
      details: { username: current.username },
    });
    if (id !== staffId)
      await queueMail(trx, app.mail, {
        userId: id,
        kind: 'password_reset',
        render: (lang, firstName) => passwordResetMail(lang, firstName, current.username, { origin: app.mail.origin }),
      });
  });
  return setupUser(app, id);
}
