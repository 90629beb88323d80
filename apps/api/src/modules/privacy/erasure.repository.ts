import { STAFF_ROLE } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** The person to erase, locked for the erasure's transaction. */
export async function lockPerson(db: DbOrTrx, id: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'first_name',
      'last_name',
      'roles',
      'is_active',
      'service_account',
      'erased_at',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Active staff people (not service accounts) other than `id`; locks them so two erasures cannot race. */
export async function otherStaffPeople(db: DbOrTrx, id: number): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', '<>', id)
    .where('is_active', '=', true)
    .where('service_account', '=', false)
    .where(sql<boolean>`${STAFF_ROLE} = any(roles)`)
    .forUpdate()
    .execute();
  return rows.length;
}

/** Open check-ins of the person end now; answers their desks (watchers are told). */
export async function endOpenCheckins(db: DbOrTrx, userId: number, now: Date) {
  return db
    .updateTable('checkins')
    .set({ deactivated_at: now })
    .where('user_id', '=', userId)
    .where('deactivated_at', 'is', null)
    .returning('desk_id')
    .execute();
}

/** The users row becomes the pseudonym: no name, e-mail, password, sign-in, photo or status of its own. */
export async function pseudonymiseUser(db: DbOrTrx, id: number, pseudonym: string, now: Date) {
  await db
    .updateTable('users')
    .set((eb) => ({
      username: pseudonym,
      email: null,
      password_hash: null,
      first_name: 'Erased',
      last_name: `person ${id}`,
      thumb: null,
      status: null,
      sso_subject: null,
      external_id: null,
      calendar_token: null,
      email_preferences: '{}',
      roles: [],
      is_bhv: false,
      anonymous: true,
      is_active: false,
      erased_at: now,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
}

/** Rows that exist only for the person: sign-ins, tokens, watches, inbox, their e-mails. Answers counts. */
export async function deleteOwnRows(db: DbOrTrx, person: { id: number; username: string; email: string | null }) {
  const { id } = person;
  const counts: Record<string, number> = {};
  const n = (r: { numDeletedRows: bigint }[]) => Number(r[0]?.numDeletedRows ?? 0);
  counts.sessions = n(await db.deleteFrom('sessions').where('user_id', '=', id).execute());
  counts.api_tokens = n(await db.deleteFrom('api_tokens').where('user_id', '=', id).execute());
  counts.login_attempts = n(
    await db
      .deleteFrom('login_attempts')
      .where((eb) =>
        eb.or([
          eb('account', '=', `user:${id}`),
          eb(sql`lower(username)`, '=', person.username.toLowerCase()),
          ...(person.email ? [eb(sql`lower(username)`, '=', person.email.toLowerCase())] : []),
        ]),
      )
      .execute(),
  );
  counts.watches = n(await db.deleteFrom('notifiers').where('user_id', '=', id).execute());
  counts.group_memberships = n(await db.deleteFrom('group_members').where('user_id', '=', id).execute());
  counts.messages = n(await db.deleteFrom('messages').where('user_id', '=', id).execute());
  // The person's own chat channel goes with them; its deliveries follow by cascade (decision 370).
  await db.deleteFrom('personal_chat_channels').where('user_id', '=', id).execute();
  counts.emails = n(
    await db
      .deleteFrom('mail_outbox')
      .where((eb) =>
        eb.or([
          eb('user_id', '=', id),
          ...(person.email ? [eb(sql`lower(recipient)`, '=', person.email.toLowerCase())] : []),
        ]),
      )
      .execute(),
  );
  return counts;
}

/** Free texts the person wrote: booking and series titles, questionnaire remarks. */
export async function clearOwnTexts(db: DbOrTrx, id: number) {
  await db
    .updateTable('bookings')
    .set({ title: null })
    .where('user_id', '=', id)
    .where('title', 'is not', null)
    .execute();
  await db
    .updateTable('booking_series')
    .set({ title: null })
    .where('user_id', '=', id)
    .where('title', 'is not', null)
    .execute();
  await db
    .updateTable('questionnaire_responses')
    .set({ additional_info: null })
    .where('user_id', '=', id)
    .where('additional_info', 'is not', null)
    .execute();
}

/** Activity-log lines about the person (the user entity), whose details name them field by field. */
export async function auditLinesAbout(db: DbOrTrx, id: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'details'])
    .where('entity_type', '=', 'user')
    .where('entity_id', '=', id)
    .execute();
}

export async function setAuditDetails(db: DbOrTrx, id: string, details: Record<string, unknown>) {
  await db
    .updateTable('audit_log')
    .set({ details: JSON.stringify(details) })
    .where('id', '=', id)
    .execute();
}

/** Every text and JSON column of every table (not views, not the system's): where a name can hide. */
export async function textColumns(db: DbOrTrx) {
  const { rows } = await sql<{ table_schema: string; table_name: string; column_name: string; data_type: string }>`
    select c.table_schema, c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'json', 'jsonb')
    order by 1, 2, 3`.execute(db);
  return rows;
}

/**
 * Replaces every whole-word match of `pattern` (a PostgreSQL regular expression) in one column by `pseudonym`,
 * case-insensitively; JSON columns are rewritten as text and parsed again. Answers the rows changed.
 */
export async function replaceInColumn(
  db: DbOrTrx,
  col: { table_schema: string; table_name: string; column_name: string; data_type: string },
  pattern: string,
  pseudonym: string,
): Promise<number> {
  const table = sql.table(`${col.table_schema}.${col.table_name}`);
  const column = sql.ref(col.column_name);
  const json = col.data_type === 'json' || col.data_type === 'jsonb';
  const cast = sql.raw(col.data_type === 'json' ? 'json' : 'jsonb');
  const result = json
    ? await sql`update ${table} set ${column} = regexp_replace(${column}::text, ${pattern}, ${pseudonym}, 'gi')::${cast}
        where ${column}::text ~* ${pattern}`.execute(db)
    : await sql`update ${table} set ${column} = regexp_replace(${column}, ${pattern}, ${pseudonym}, 'gi')
        where ${column} ~* ${pattern}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
