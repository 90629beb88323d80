/** One job's run: its queue, how long it took, whether it succeeded. */
export interface JobOutcome {
  queue: string;
  seconds: number;
  ok: boolean;
}

type JobListener = (outcome: JobOutcome) => void;
const listeners = new Set<JobListener>();

/** Listens to the jobs this process runs (the metrics plugin counts them). */
export function onJobDone(listener: JobListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners a job ran (`started`: performance.now() when it began). */
export function jobDone(queue: string, started: number, ok: boolean): void {
  const outcome = { queue, seconds: (performance.now() - started) / 1000, ok };
  for (const listener of listeners) listener(outcome);
}

/** Runs a job and tells the listeners how it went; its error is thrown on. */
export async function observeJob<T>(queue: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await run();
    jobDone(queue, started, true);
    return result;
  } catch (err) {
    jobDone(queue, started, false);
    throw err;
  }
}
