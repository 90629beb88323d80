import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Migrations only expand (decision 377): the previous release keeps working on the migrated database while a
 * rolling upgrade runs (rolling-upgrade.test.ts). A migration's `up` may not drop or rename a table or column,
 * change a column's type, or make a column NOT NULL without giving it a default, unless it is a contract
 * migration (name ending `_contract`), which ships a release after the last one that used what it removes.
 */
const folder = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
/** Before the rule: login_attempts.account became NOT NULL without a default (a release that all had to stop). */
const BEFORE_THE_RULE = new Set(['2026_11_23_0600_login_attempt_accounts']);

const RULES: [string, RegExp][] = [
  ['drops a table', /\bdrop\s+table\b|\.dropTable\(/i],
  ['drops a column', /\bdrop\s+column\b|\.dropColumn\(/i],
  ['renames a table or column', /\brename\s+(column\s+)?\w+\s+to\b|\brename\s+to\b|\.renameColumn\(|\.renameTo\(/i],
  ['changes a column type', /\balter\s+column\s+\w+\s+(set\s+data\s+)?type\b|\.setDataType\(/i],
];

/** The migration's `up`, without its `down` (which may undo anything) and without comments. */
function upOf(source: string): string {
  const up = source.split(/export\s+async\s+function\s+down/)[0];
  return up.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)(--|\/\/).*$/gm, '$1');
}

/** Columns made NOT NULL (by ALTER or ADD COLUMN) without a default in the same migration. */
function notNullWithoutDefault(up: string): string[] {
  const withDefault = new Set(
    [...up.matchAll(/\balter\s+column\s+(\w+)\s+set\s+default\b/gi)].map((m) => m[1].toLowerCase()),
  );
  const set = [...up.matchAll(/\balter\s+column\s+(\w+)\s+set\s+not\s+null\b/gi)].map((m) => m[1].toLowerCase());
  const added = [...up.matchAll(/\badd\s+column\s+(?:if\s+not\s+exists\s+)?(\w+)\s+([^,;`]*)/gi)]
    .filter((m) => /\bnot\s+null\b/i.test(m[2]) && !/\bdefault\b/i.test(m[2]))
    .map((m) => m[1].toLowerCase());
  return [...set.filter((c) => !withDefault.has(c)), ...added];
}

function breaks(up: string): string[] {
  return [
    ...RULES.filter(([, re]) => re.test(up)).map(([what]) => what),
    ...notNullWithoutDefault(up).map((c) => `makes ${c} NOT NULL without a default`),
  ];
}

describe('migrations expand, never contract (decision 377)', () => {
  const names = readdirSync(folder)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''));

  it('finds no drop, rename, type change or NOT NULL without default in any up migration', () => {
    const found = names
      .filter((n) => !n.endsWith('_contract') && !BEFORE_THE_RULE.has(n))
      .flatMap((n) => breaks(upOf(readFileSync(path.join(folder, `${n}.ts`), 'utf8'))).map((b) => `${n} ${b}`));
    expect(found).toEqual([]);
  });

  it('catches each kind of contraction, and lets an added default or nullable column pass', () => {
    expect(breaks('ALTER TABLE bookings DROP COLUMN note;')).toEqual(['drops a column']);
    expect(breaks('DROP TABLE old_things;')).toEqual(['drops a table']);
    expect(breaks('ALTER TABLE desks RENAME COLUMN name TO label;')).toEqual(['renames a table or column']);
    expect(breaks('ALTER TABLE desks ALTER COLUMN name TYPE varchar(20);')).toEqual(['changes a column type']);
    expect(breaks('ALTER TABLE desks ADD COLUMN zone text NOT NULL;')).toEqual([
      'makes zone NOT NULL without a default',
    ]);
    expect(breaks('ALTER TABLE desks ALTER COLUMN zone SET NOT NULL;')).toEqual([
      'makes zone NOT NULL without a default',
    ]);
    expect(breaks("ALTER TABLE desks ADD COLUMN zone text NOT NULL DEFAULT 'a', ADD COLUMN b int;")).toEqual([]);
    expect(breaks('ALTER TABLE s ALTER COLUMN seen SET NOT NULL, ALTER COLUMN seen SET DEFAULT now();')).toEqual([]);
    expect(breaks('DROP INDEX IF EXISTS a; DROP TRIGGER t ON x; CREATE TABLE y (id int NOT NULL);')).toEqual([]);
  });
});
