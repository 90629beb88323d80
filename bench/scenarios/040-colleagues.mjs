// Issue 4: colleague search on the large data set (20,000 users): an accent-insensitive
// name search served by the trigram index, the unfiltered first page, a deep page, a filter.
export default async function ({ baseURL, load, login, record }) {
  const auth = await login('employee', 'employee');
  const headers = { authorization: auth };
  record('GET /api/users/?query=jose (20k users)', await load({ url: `${baseURL}/api/users/?query=jose`, headers }));
  record(
    'GET /api/users/?query=van%20der (20k users)',
    await load({ url: `${baseURL}/api/users/?query=van%20der`, headers }),
  );
  record('GET /api/users/ first page (20k users)', await load({ url: `${baseURL}/api/users/`, headers }));
  record('GET /api/users/?page=600 (deep page)', await load({ url: `${baseURL}/api/users/?page=600`, headers }));
  record(
    'GET /api/users/?include=user.working_home,user.bhv',
    await load({ url: `${baseURL}/api/users/?include=user.working_home,user.bhv`, headers }),
  );
  record('GET /api/messages/unread_count', await load({ url: `${baseURL}/api/messages/unread_count`, headers }));
}
