// Issue 8, workplace setup: the staff lists that grow with the organisation
// (user search across all users, the audit log) and the plan editor's floor read.
export default async function ({ baseURL, load, login, record }) {
  const auth = await login('staff', 'staff');
  const headers = { authorization: auth };
  record(
    'GET /api/setup/users?query=jan',
    await load({ url: `${baseURL}/api/setup/users?query=jan&limit=50`, headers }),
  );
  record('GET /api/setup/users (page 3)', await load({ url: `${baseURL}/api/setup/users?page=3&limit=50`, headers }));
  record('GET /api/setup/audit', await load({ url: `${baseURL}/api/setup/audit?limit=50`, headers }));
  const buildings = await (await fetch(`${baseURL}/api/setup/buildings`, { headers })).json();
  const floors = await (await fetch(`${baseURL}/api/setup/buildings/${buildings[0].id}/floors`, { headers })).json();
  record('GET /api/setup/floors/:id', await load({ url: `${baseURL}/api/setup/floors/${floors[0].id}`, headers }));
}
