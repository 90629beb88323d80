// Issue 15 (decision 033): colleague search when the cache helps least. Each request comes from the next of
// 200 people (nobody finds themselves, so each searcher has their own answers) with the next of 20 searches,
// first on a quiet office, then while someone checks in or out every 200 ms (each drops the answers that list
// that person, decision 033, and the people index reads them again).
const PEOPLE = 200;
const SEARCHES = [
  'jan',
  'van der',
  'jose',
  'de',
  'an',
  'maria',
  'bakker',
  'el',
  'tom',
  'sarah',
  'visser',
  'ei',
  'jo',
  'smit',
  'lisa',
  'mo',
  'berg',
  'kim',
  'ste',
  'ar',
];

export default async function ({ baseURL, load, login, record }) {
  const employee = await login('employee', 'employee');
  const get = async (path, auth = employee) =>
    (await fetch(`${baseURL}/api/${path}`, { headers: { authorization: auth } })).json();
  const people = [];
  for (let page = 1; people.length < PEOPLE; page++) {
    const { results, next } = await get(`users/?query=an&page=${page}`);
    people.push(...results.map((u) => u.username).filter((n) => !['staff', 'employee', 'employee2'].includes(n)));
    if (!next) break;
  }
  const tokens = [];
  for (const name of people.slice(0, PEOPLE)) tokens.push(await login(name, 'flexapp'));
  let turn = 0;
  const inTurn = {
    url: `${baseURL}/api/users/`,
    requests: [
      {
        setupRequest: (req) => {
          const i = turn++;
          const q = encodeURIComponent(SEARCHES[i % SEARCHES.length]);
          return {
            ...req,
            path: `/api/users/?query=${q}`,
            headers: { ...req.headers, authorization: tokens[i % tokens.length] },
          };
        },
      },
    ],
  };
  record(
    `GET /api/users/?query=… (${tokens.length} people in turn, ${SEARCHES.length} searches)`,
    await load(inTurn),
    'p99 < 50 ms',
  );

  // Someone checks in at home and out again every 200 ms while the searches run.
  const mover = tokens[tokens.length - 1];
  let moving = true;
  let moves = 0;
  const churn = (async () => {
    while (moving) {
      const res = await fetch(`${baseURL}/api/checkins/`, {
        method: 'POST',
        headers: { authorization: mover, 'content-type': 'application/json' },
        body: JSON.stringify({ homework: true }),
      });
      if (res.ok) {
        const { id } = await res.json();
        await fetch(`${baseURL}/api/checkins/${id}`, { method: 'DELETE', headers: { authorization: mover } });
        moves += 2;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const busy = await load(inTurn);
  const movesDuringSearch = moves;
  // Staff's user list under the same churn: its cached answers go with every check-in too (decision 033).
  const staff = await login('staff', 'staff');
  const staffBusy = await load({
    url: `${baseURL}/api/setup/users?query=jan&limit=50`,
    headers: { authorization: staff },
  });
  moving = false;
  await churn;
  record(
    `GET /api/users/?query=… (${tokens.length} people in turn), while check-ins change`,
    busy,
    `p99 < 50 ms; ${movesDuringSearch} check-ins and check-outs during the run, each dropping the answers that list its person (decision 033)`,
  );
  record(
    'GET /api/setup/users?query=jan (staff), while check-ins change',
    staffBusy,
    `p99 < 50 ms; ${moves - movesDuringSearch} check-ins and check-outs during the run`,
  );
}
