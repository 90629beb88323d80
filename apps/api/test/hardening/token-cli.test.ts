import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { waitFor200 } from '../busy-host';

/**
 * Issue 39: `cli.js token:create` prints a working API token, also while a server runs on the same DATA_DIR
 * (the CLI then uses that server's PostgreSQL; decision 210). Both run from source here (tsx), as cli.js does bundled.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const NOW = '2030-01-07T09:00:00+01:00';
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let output = '';

const env = () => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED: 'none',
  LOG_LEVEL: 'warn',
  FLEXAPP_NOW: NOW,
  DATABASE_URL: '',
  JWT_SECRET: '',
});

const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(src, 'cli.ts'), ...args], { env: env() }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'flexapp-token-cli-'));
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', path.join(src, 'server.ts')], {
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health/ready`, 120_000, () => server!.exitCode === null);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${output}`, { cause: err });
  }
}, 150_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const api = (url: string, authorization?: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, { headers: authorization ? { authorization } : {} });

describe('cli token:create beside a running server', () => {
  it('creates a user and a token on the running server’s database; the token works at once', async () => {
    const user = await cli(
      'user:create',
      '--username',
      'robot',
      '--password',
      'long-enough',
      '--first-name',
      'R',
      '--last-name',
      'Bot',
    );
    expect(user.code, user.stderr).toBe(0);
    const made = await cli(
      'token:create',
      '--kind',
      'api',
      '--user',
      'robot',
      '--scopes',
      'bookings:read,profile:read',
      '--name',
      'nightly export',
    );
    expect(made.code, made.stderr).toBe(0);
    const token = made.stdout.trim();
    expect(token).toMatch(/^fxp_[A-Za-z0-9_-]{43}$/);
    const self = await api('/api/users/self/', `Bearer ${token}`);
    expect(self.status).toBe(200);
    expect(((await self.json()) as { username: string }).username).toBe('robot');
    expect(self.headers.get('ratelimit-limit')).toBe('600');
    const setup = await api('/api/setup/buildings', `Bearer ${token}`);
    expect(setup.status).toBe(403);
  }, 60_000);

  it('refuses unknown scopes, staff scopes of an employee, unknown users and a past expiry, and prints no token', async () => {
    const cases: [string[], RegExp][] = [
      [['--user', 'robot', '--scopes', 'bookings:delete', '--name', 'x'], /--scopes/],
      [['--user', 'robot', '--scopes', 'setup:write', '--name', 'x'], /scope your own role/],
      [['--user', 'nobody', '--scopes', 'bookings:read', '--name', 'x'], /No active user nobody/],
      [
        ['--user', 'robot', '--scopes', 'bookings:read', '--name', 'x', '--expires', '2030-01-07T08:00:00+01:00'],
        /past/,
      ],
      [['--user', 'robot', '--scopes', 'bookings:read'], /--name/],
      [['--kind', 'service', '--user', 'robot', '--scopes', 'bookings:read', '--name', 'x'], /--kind/],
    ];
    for (const [args, message] of cases) {
      const res = await cli('token:create', ...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr).toMatch(message);
      expect(res.stdout).not.toContain('fxp_');
    }
  }, 90_000);

  it('token:create --kind scim prints a SCIM token that works on /scim/v2 at once, and nowhere under /api', async () => {
    const made = await cli('token:create', '--kind', 'scim', '--name', 'Entra ID');
    expect(made.code, made.stderr).toBe(0);
    const token = made.stdout.trim();
    expect(token).toMatch(/^fxs_[A-Za-z0-9_-]{43}$/);
    const users = await api('/scim/v2/Users', `Bearer ${token}`);
    expect(users.status).toBe(200);
    expect(((await users.json()) as { totalResults: number }).totalResults).toBeGreaterThan(0);
    expect((await api('/api/users/self/', `Bearer ${token}`)).status).toBe(401);
    const nameless = await cli('token:create', '--kind', 'scim');
    expect(nameless.code).toBe(1);
    expect(nameless.stderr).toMatch(/--name/);
    expect(nameless.stdout).not.toContain('fxs_');
  }, 60_000);
});
