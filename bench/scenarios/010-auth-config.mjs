// Foundation: the configuration document and the signed-in user, the two calls every page load makes.
export default async function ({ baseURL, load, login, record }) {
  record('GET /api/configuration/config', await load({ url: `${baseURL}/api/configuration/config` }));
  const auth = await login('employee', 'employee');
  record('GET /api/users/self/', await load({ url: `${baseURL}/api/users/self/`, headers: { authorization: auth } }));
}
