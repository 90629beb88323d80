import {
  type DEFAULT_EMAIL_PREFERENCES,
  EMAIL_KINDS,
  type TEmailPreferences,
  type TEmailPreferencesUpdate,
} from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { wantsEmail } from './outbox';
import { emailPreferencesRow, mergeEmailPreferences } from './preferences.repository';

/** Which e-mails a person gets, each kind with its stored choice or its default. */
export async function emailPreferences(db: DbOrTrx, userId: number, mailEnabled: boolean): Promise<TEmailPreferences> {
  const user = await emailPreferencesRow(db, userId);
  if (!user) throw notFound();
  return {
    email: user.email,
    mail_enabled: mailEnabled,
    kinds: Object.fromEntries(
      EMAIL_KINDS.map((k) => [k, wantsEmail(user.email_preferences, k)]),
    ) as typeof DEFAULT_EMAIL_PREFERENCES,
  };
}

/** Stores the person's choices for the kinds sent and answers the result. */
export async function updateEmailPreferences(
  db: DbOrTrx,
  userId: number,
  choices: TEmailPreferencesUpdate,
  mailEnabled: boolean,
): Promise<TEmailPreferences> {
  await mergeEmailPreferences(db, userId, choices);
  return emailPreferences(db, userId, mailEnabled);
}
