import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './support';

/** The Authorization header of an API session. */
export type AuthHeaders = { authorization: string };

/** Signs in by the API: the session's Authorization header. */
export async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<AuthHeaders> {
  const res = await request.post('/api/users/login/', { data: { username, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `JWT ${(await res.json()).token}` };
}

export type NewPerson = { username: string; first_name: string; last_name: string; language: string; password: string };

/**
 * A person with a role for these buildings (none: the analyst's role without buildings), decision 301. Made once:
 * a rerun on the same server finds the person and the role (409 for both).
 */
export async function personWithRole(
  request: APIRequestContext,
  staff: AuthHeaders,
  person: NewPerson,
  role: 'reception' | 'analyst' | 'location_admin',
  buildingIds: number[],
) {
  const made = await request.post('/api/setup/users', { headers: staff, data: person });
  expect([201, 409], await made.text()).toContain(made.status());
  const found = await request.get(`/api/setup/users?query=${person.username}`, { headers: staff });
  const user = ((await found.json()).results as { id: number; username: string }[]).find(
    (u) => u.username === person.username,
  )!;
  const given = await request.post('/api/setup/roles', {
    headers: staff,
    data: { role, user_id: user.id, building_ids: buildingIds },
  });
  expect([201, 409], await given.text()).toContain(given.status());
}

/** A new person made by staff through the API (201: the user name is new, as a journey of its own needs). */
export async function newPersonByStaff(request: APIRequestContext, person: NewPerson) {
  const staff = await tokenOf(request, 'staff', 'staff');
  const made = await request.post('/api/setup/users', { headers: staff, data: person });
  expect(made.status(), await made.text()).toBe(201);
}

/** A person made by staff, or kept when the user name exists (a rerun on the same server). */
export async function keptPerson(request: APIRequestContext, person: NewPerson & { is_staff?: boolean }) {
  const staff = await tokenOf(request, 'staff', 'staff');
  const made = await request.post('/api/setup/users/', { headers: staff, data: person });
  expect([201, 409]).toContain(made.status());
}

/** Signs in on the sign-in screen, in either language. */
export async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(username|gebruikersnaam)$/i }).fill(username);
  await page.getByRole('textbox', { name: /^(password|wachtwoord)$/i }).fill(password);
  await page.getByRole('button', { name: /^(log in|inloggen)$/i }).click();
}
