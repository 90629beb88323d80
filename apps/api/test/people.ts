import { createUser, login, type TestContext } from './helpers';

/** A person of a test: user name, profile language (the language of their e-mails) and first name. */
export type TestPerson = { username: string; language: 'en' | 'nl'; first_name: string };

/** Creates the people, then signs each in: their Authorization headers by user name. */
export async function signedInPeople(ctx: TestContext, people: TestPerson[]): Promise<Record<string, string>> {
  for (const person of people) await createUser(ctx.db, person);
  const auth: Record<string, string> = {};
  for (const { username } of people) auth[username] = await login(ctx.app, username);
  return auth;
}
