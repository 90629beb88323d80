import { LANGUAGES, USER_IMPORT_MAX_ROWS, type TUserImportPreview, type TUserImportRow } from '@flexapp/contract';
import Papa from 'papaparse';
import type { DbOrTrx } from '../../db/database';
import { takenIdentities } from './users.repository';

/**
 * CSV import of users (decision 082). Columns by header, case-insensitive:
 * first_name, last_name, username (or email), role (staff | employee, empty =
 * employee), language (en | nl, empty = en); an optional email column. When
 * there is no username, the email is the username. Imported users have no
 * password: staff set one (reset password) or they sign in with single sign-on.
 */
const aliases: Record<string, string> = {
  first_name: 'first_name',
  firstname: 'first_name',
  'first name': 'first_name',
  voornaam: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  'last name': 'last_name',
  achternaam: 'last_name',
  username: 'username',
  'user name': 'username',
  gebruikersnaam: 'username',
  login: 'username',
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  role: 'role',
  rol: 'role',
  roles: 'role',
  language: 'language',
  taal: 'language',
  lang: 'language',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function previewImport(db: DbOrTrx, csv: string): Promise<TUserImportPreview> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => aliases[h.trim().toLowerCase()] ?? h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const fileProblems: string[] = [];
  for (const required of ['first_name', 'last_name'])
    if (!fields.includes(required)) fileProblems.push(`missing_column_${required}`);
  if (!fields.includes('username') && !fields.includes('email')) fileProblems.push('missing_column_username');
  if (parsed.data.length === 0) fileProblems.push('no_rows');
  if (parsed.data.length > USER_IMPORT_MAX_ROWS) fileProblems.push('too_many_rows');
  if (fileProblems.length) return { rows: [], file_problems: fileProblems, valid: false };

  const rows: TUserImportRow[] = parsed.data.map((raw, i) => {
    const get = (k: string) => (raw[k] ?? '').trim();
    const email = get('email') || (EMAIL.test(get('username')) ? get('username') : '');
    const role = get('role').toLowerCase();
    const language = get('language').toLowerCase() || 'en';
    const row: TUserImportRow = {
      line: i + 2,
      first_name: get('first_name'),
      last_name: get('last_name'),
      username: get('username') || email,
      email: email || null,
      is_staff: role === 'staff',
      language,
      problems: [],
    };
    if (!row.first_name) row.problems.push('first_name_required');
    if (!row.last_name) row.problems.push('last_name_required');
    if (row.first_name.length > 100 || row.last_name.length > 100) row.problems.push('name_too_long');
    if (!row.username) row.problems.push('username_required');
    else if (/\s/.test(row.username) || row.username.length > 150) row.problems.push('username_invalid');
    if (row.email && !EMAIL.test(row.email)) row.problems.push('email_invalid');
    if (role && role !== 'staff' && role !== 'employee') row.problems.push('role_invalid');
    if (!(LANGUAGES as readonly string[]).includes(language)) row.problems.push('language_invalid');
    return row;
  });

  const seenNames = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  for (const row of rows) {
    const u = row.username.toLowerCase();
    if (u && seenNames.has(u)) row.problems.push('username_duplicate_in_file');
    seenNames.set(u, row.line);
    const e = row.email?.toLowerCase();
    if (e && seenEmails.has(e)) row.problems.push('email_duplicate_in_file');
    if (e) seenEmails.set(e, row.line);
  }
  const taken = await takenIdentities(db, [...seenNames.keys()].filter(Boolean), [...seenEmails.keys()]);
  for (const row of rows) {
    if (taken.usernames.has(row.username.toLowerCase())) row.problems.push('username_taken');
    if (row.email && taken.emails.has(row.email.toLowerCase())) row.problems.push('email_taken');
  }
  return { rows, file_problems: [], valid: rows.every((r) => r.problems.length === 0) };
}
