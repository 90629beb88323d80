import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/db/embedded';
import { TEST_JWT_SECRET } from './helpers';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');

/**
 * A second API server on the same database, in a process of its own (as a
 * deployment with several API processes runs it): nothing it holds in memory
 * is shared with the test's app, so only PostgreSQL (and its NOTIFY) connects them.
 */
export async function startApiProcess(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; pid: number; stop(): Promise<void>; kill(): Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flexapp-api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  /** kill -9: the process dies at once, in the middle of whatever it was doing. */
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  // Ready, not only alive: the job runner starts after listening (decision 192), and a test that queues a job
  // needs its queues.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, pid: child.pid!, stop, kill };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the second API process did not start');
}
