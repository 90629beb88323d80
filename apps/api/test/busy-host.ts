import { type ChildProcess, spawn } from 'node:child_process';

/**
 * A busy host (issue 35 item 1, issue 40): processes that each keep a core busy, beside the server under test.
 * Each stops by itself after `maxMs`, so none outlives a test run even when the test is killed.
 */
export function startBusyProcesses(count: number, maxMs = 150_000): { stop(): Promise<void> } {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    children.push(
      spawn(process.execPath, ['-e', `const end = Date.now() + ${maxMs}; while (Date.now() < end) {}`], {
        stdio: 'ignore',
      }),
    );
  }
  return {
    async stop() {
      await Promise.all(
        children.map((child) => {
          if (child.exitCode !== null || child.signalCode !== null) return undefined;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          return exited;
        }),
      );
    },
  };
}

/** Polls `url` until it answers 200, with a deadline; fails at once when `alive()` says the server exited. */
export async function waitFor200(url: string, deadlineMs: number, alive: () => boolean): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (!alive()) throw new Error('the server exited');
    try {
      if ((await fetch(url)).status === 200) return Date.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not 200 within ${deadlineMs} ms`);
}

/** The output a server child process writes, its exit, and a way to act once it has written a given text. */
export function watchServerOutput(child: ChildProcess) {
  let output = '';
  const waiting = new Map<string, () => void>();
  child.stdout!.on('data', (d: Buffer) => {
    output += d.toString();
    for (const [text, then] of waiting) {
      if (!output.includes(text)) continue;
      waiting.delete(text);
      then();
    }
  });
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** Runs `then` once the server has written `text`. */
  const once = (text: string, then: () => void) => waiting.set(text, then);
  return { output: () => output, exited, once };
}
