import { hashPassword } from '../modules/auth';
import { chunks, type Trx } from './bulk';
import { DAY } from './calendar';
import {
  dutchFirstNames,
  dutchLastNames,
  englishFirstNames,
  englishLastNames,
  internationalFirstNames,
  internationalLastNames,
  usernameFor,
  type PersonName,
} from './names';
import { clamp, type Random } from './random';
import type { Structure } from './structure';

/** The people of the organisation: three fixed demo accounts and many generated colleagues. */

/** The demo organisation's addresses: example.com is reserved for examples (RFC 2606), so no e-mail reaches anyone. */
export const EMAIL_DOMAIN = 'example.com';
/** The password of every generated user. */
export const GENERATED_PASSWORD = 'flexapp';
export const USER_STATUSES = ['available', 'busy', 'away', 'do_not_disturb'] as const;

export interface FixedAccount {
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  roles: string[];
  language: 'en' | 'nl';
}

/** Accounts the tests and the demo sign in with. They get no check-ins, bookings or messages. */
export const FIXED_ACCOUNTS: readonly FixedAccount[] = [
  { username: 'staff', password: 'staff', first_name: 'Sanne', last_name: 'Bakker', roles: ['staff'], language: 'en' },
  { username: 'employee', password: 'employee', first_name: 'Daan', last_name: 'Visser', roles: [], language: 'en' },
  { username: 'employee2', password: 'employee2', first_name: 'Emma', last_name: 'de Jong', roles: [], language: 'nl' },
];

/** A generated colleague, with what the activity generators need to know about them. */
export interface Person {
  id: number;
  username: string;
  /** Desk index (into structure.desks) this person prefers. */
  homeDesk: number;
  /** Chance of coming to the office on a busy weekday. */
  affinity: number;
  staff: boolean;
}

export interface People {
  /** Generated colleagues: everyone the activity is made for. */
  persons: Person[];
  fixedIds: Record<string, number>;
  count: number;
  bhv: number;
  staff: number;
}

/** People named by hand first, so the demo always shows a few accented names. */
const notableNames: PersonName[] = [
  { first: 'Anouk', last: 'van der Berg', origin: 'nl' },
  { first: 'Jérôme', last: 'Öztürk', origin: 'intl' },
  { first: 'José', last: 'García', origin: 'intl' },
  { first: 'Zoë', last: 'Dijkstra', origin: 'nl' },
  { first: 'Mehmet', last: 'Yılmaz', origin: 'intl' },
  { first: 'Renée', last: 'de Wit', origin: 'nl' },
  { first: 'Oliver', last: "O'Brien", origin: 'en' },
  { first: 'Søren', last: 'Jørgensen', origin: 'intl' },
];

function generateName(random: Random): PersonName {
  const origin = random.weighted(['nl', 'en', 'intl'] as const, [0.6, 0.28, 0.12]);
  if (origin === 'nl') {
    return {
      first: random.pick(dutchFirstNames),
      last: random.chance(0.95) ? random.pick(dutchLastNames) : random.pick(englishLastNames),
      origin,
    };
  }
  if (origin === 'en') {
    return {
      first: random.pick(englishFirstNames),
      last: random.chance(0.9) ? random.pick(englishLastNames) : random.pick(dutchLastNames),
      origin,
    };
  }
  return {
    first: random.pick(internationalFirstNames),
    last: random.chance(0.7) ? random.pick(internationalLastNames) : random.pick(dutchLastNames),
    origin,
  };
}

/** Hashes are slow (argon2id): one per fixed account and one shared by every generated user. */
export async function hashSeedPasswords(): Promise<Map<string, string>> {
  const passwords = [GENERATED_PASSWORD, ...FIXED_ACCOUNTS.map((a) => a.password)];
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  return new Map(passwords.map((p, i) => [p, hashes[i]]));
}

export async function insertPeople(
  trx: Trx,
  structure: Structure,
  random: Random,
  options: { generated: number; bhv: number; staff: number; hashes: Map<string, string>; createdAt: Date },
): Promise<People> {
  const { createdAt, hashes } = options;
  const taken = new Set<string>(FIXED_ACCOUNTS.map((a) => a.username));
  const fixedNames = new Set(FIXED_ACCOUNTS.map((a) => `${a.first_name} ${a.last_name}`));
  const openDesks = structure.desks.map((_, i) => i).filter((i) => !structure.desks[i].closed);

  const bhvPicks = new Set(random.sample([...Array(options.generated).keys()], options.bhv));
  const staffPicks = new Set(random.sample([...Array(options.generated).keys()], options.staff));

  type Row = {
    username: string;
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    roles: string[];
    language: 'en' | 'nl';
    thumb: null;
    status: string | null;
    is_bhv: boolean;
    anonymous: boolean;
    created_at: Date;
    updated_at: Date;
  };
  const rows: Row[] = FIXED_ACCOUNTS.map((a) => ({
    username: a.username,
    email: `${a.username}@${EMAIL_DOMAIN}`,
    password_hash: hashes.get(a.password)!,
    first_name: a.first_name,
    last_name: a.last_name,
    roles: a.roles,
    language: a.language,
    thumb: null,
    status: null,
    is_bhv: false,
    anonymous: false,
    created_at: createdAt,
    updated_at: createdAt,
  }));
  const pending: Omit<Person, 'id'>[] = [];

  for (let i = 0; i < options.generated; i++) {
    let name = i < notableNames.length ? notableNames[i] : generateName(random);
    while (fixedNames.has(`${name.first} ${name.last}`)) name = generateName(random);
    const base = usernameFor(name.first, name.last);
    let username = base;
    for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
    taken.add(username);
    const language =
      name.origin === 'nl'
        ? random.chance(0.75)
          ? 'nl'
          : 'en'
        : name.origin === 'en'
          ? random.chance(0.92)
            ? 'en'
            : 'nl'
          : random.chance(0.7)
            ? 'en'
            : 'nl';
    const joined = new Date(createdAt.getTime() - random.int(0, 900) * DAY - random.int(0, 86_399) * 1000);
    const staff = staffPicks.has(i);
    rows.push({
      username,
      email: `${username}@${EMAIL_DOMAIN}`,
      password_hash: hashes.get(GENERATED_PASSWORD)!,
      first_name: name.first,
      last_name: name.last,
      roles: staff ? ['staff'] : [],
      language,
      thumb: null,
      status: random.weighted([...USER_STATUSES, null], [0.36, 0.2, 0.14, 0.08, 0.22]),
      is_bhv: bhvPicks.has(i),
      anonymous: random.chance(0.03),
      created_at: joined,
      updated_at: joined,
    });
    // A few people (almost) never come in; most come two to four days a week.
    const affinity = random.chance(0.05) ? 0.04 : clamp(random.normal(0.58, 0.2), 0.12, 0.95);
    pending.push({ username, homeDesk: random.pick(openDesks), affinity, staff });
  }

  const idByUsername = new Map<string, number>();
  for (const chunk of chunks(rows, 4_000)) {
    const inserted = await trx.insertInto('users').values(chunk).returning(['id', 'username']).execute();
    for (const r of inserted) idByUsername.set(r.username, r.id);
  }

  return {
    persons: pending.map((p) => ({ ...p, id: idByUsername.get(p.username)! })),
    fixedIds: Object.fromEntries(FIXED_ACCOUNTS.map((a) => [a.username, idByUsername.get(a.username)!])),
    count: rows.length,
    bhv: options.bhv,
    staff: options.staff + FIXED_ACCOUNTS.filter((a) => a.roles.includes('staff')).length,
  };
}
