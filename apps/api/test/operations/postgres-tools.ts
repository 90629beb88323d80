import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Debian's PostgreSQL tools: version 15 (bookworm's) when installed, else the newest; .ci/run installs them. */
const PG_BIN = (() => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => (a === '15' ? -1 : b === '15' ? 1 : Number(b) - Number(a)));
  return versions.map((v) => path.join(base, v, 'bin')).find((d) => existsSync(path.join(d, 'initdb'))) ?? null;
})();

/** Why the PostgreSQL tools cannot be used here, or null (under CI=true a missing install fails instead). */
export function postgresMissing(): string | null {
  if (PG_BIN) return null;
  if (process.env.CI === 'true') throw new Error('Debian postgresql is missing: .ci/run installs it');
  return 'Debian postgresql is not installed (apt-get install -y postgresql)';
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool (at most 120 s), as the postgres user when we are root: PostgreSQL refuses root. */
export function pgTool(tool: string, args: string[]): string {
  const bin = path.join(PG_BIN!, tool);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: 'pipe', timeout: 120_000 }).toString();
}

/** Gives a folder to the postgres user when we are root (the server and its tools write there). */
export function ownedByPostgres(dir: string): void {
  if (!isRoot) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
}
