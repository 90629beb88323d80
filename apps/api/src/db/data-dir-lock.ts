import { closeSync, existsSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Who holds a DATA_DIR, and recovery after a crash (issue 12, docs/decisions/125-crash-recovery.md).
 * A server that runs the embedded PostgreSQL writes DATA_DIR/server.pid (its process id and start time).
 * On start: a live flexapp server named there is refused by name and process id; otherwise the file is
 * stale (its server was killed), and a PostgreSQL still running on the directory is that server's orphan,
 * stopped cleanly before a new one starts.
 */

export class DataDirInUseError extends Error {}

/** The start time of a process in clock ticks since boot (/proc/<pid>/stat field 22), or null. */
function startTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing bracket are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Running (not a zombie waiting to be reaped). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Takes DATA_DIR/server.pid for this process; answers the release. */
export function acquireDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  const mine = `${process.pid} ${startTicks(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${mine}\n`);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === mine) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const [pidText, ticks] = readFileSync(file, 'utf8').trim().split(' ');
    const owner = Number(pidText);
    const sameProcess = !ticks || startTicks(owner) === null || startTicks(owner) === ticks;
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner) && sameProcess) {
      throw new DataDirInUseError(
        `Another flexapp server (process ${owner}) is using DATA_DIR ${dataDir}. Stop it first, or use another DATA_DIR.`,
      );
    }
    // Its server is gone (killed, crashed): the file is stale.
    unlinkSync(file);
  }
  throw new DataDirInUseError(`Could not take ${file}.`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  return !isRunning(pid);
}

/**
 * A PostgreSQL still running on `databaseDir` while no flexapp server holds the DATA_DIR was left behind by a
 * server that ended without shutting down (kill -9, a crash): stop it cleanly (fast shutdown: sessions end,
 * a checkpoint is written), harder only if it does not stop.
 */
export async function stopOrphanedPostgres(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* no /proc: trust postmaster.pid */
  }
  if (command && !command.includes('postgres')) return;
  log(`stopping the PostgreSQL (process ${pid}) left running by a flexapp server that did not shut down`);
  for (const [signal, ms] of [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, ms)) return;
  }
  throw new Error(`The PostgreSQL left running in ${databaseDir} (process ${pid}) did not stop.`);
}
