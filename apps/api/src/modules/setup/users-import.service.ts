import { ErrorCode, type Language, STAFF_ROLE } from '@flexapp/contract';
import { AppError } from '../../lib/errors';
import { accountCreatedMail, queueMails } from '../mail';
import { recordAudit } from './audit';
import { previewImport } from './users-import';
import { insertUsers, lockUsersTable } from './users.repository';
import { type App, identityTaken } from './users.service';

/**
 * Imports the users of a CSV file (decision 082), all or nothing: any problem refuses the whole file
 * (400 IMPORT_INVALID with the preview). Each new user gets an "account created" e-mail. Answers how many.
 */
export async function importUsers(app: App, staffId: number, csv: string): Promise<number> {
  return app.db.transaction().execute(async (trx) => {
    await lockUsersTable(trx);
    const preview = await previewImport(trx, csv);
    if (!preview.valid) throw new AppError(ErrorCode.IMPORT_INVALID, 'Import invalid', undefined, { preview });
    const rows = await insertUsers(
      trx,
      preview.rows.map((r) => ({
        username: r.username,
        email: r.email,
        first_name: r.first_name,
        last_name: r.last_name,
        roles: r.is_staff ? [STAFF_ROLE] : [],
        language: r.language as 'en' | 'nl',
        password_hash: null,
      })),
    ).catch((err) => {
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
      userId: staffId,
      at: app.clock.now(),
      action: 'user.import',
      entityType: 'user',
      details: { created: rows.length, user_ids: rows.map((r) => r.id) },
    });
    return rows.length;
  });
}
