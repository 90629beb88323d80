/** What a server needs before it takes traffic, in the order GET /api/health/ready names them (decision 192). */
export const READINESS_PARTS = ['database', 'migrations', 'people index', 'event listener', 'job runner'] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];

/** A part that failed to start: start-up fails, naming it. */
export class StartupError extends Error {
  constructor(
    readonly part: ReadinessPart,
    cause: unknown,
  ) {
    super(`${part}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StartupError';
  }
}

type Probe = () => boolean | Promise<boolean>;

/**
 * Start-up work whose length follows the host's load waits without a time limit (decision 192). In the
 * background (the server: it listens first, and answers /api/health/live at once), or before `app.ready()`
 * resolves (tests). Either way /api/health/ready answers 200 only once every part is up.
 */
export class Readiness {
  private readonly probes = new Map<ReadinessPart, Probe>();
  private readonly tasks: Promise<void>[] = [];

  constructor(private readonly inBackground: boolean) {}

  /** A part asked on every question (up now or not): the database answers, LISTEN is in place. */
  probe(part: ReadinessPart, isUp: Probe): void {
    this.probes.set(part, isUp);
  }

  /**
   * A part up once `task` resolves; its failure is a start-up error naming it. Returns what an onReady hook
   * awaits: the task itself, or nothing when starting in the background (the server awaits `started()`).
   */
  start(part: ReadinessPart, task: Promise<unknown>): Promise<void> {
    let up = false;
    this.probes.set(part, () => up);
    const done = task.then(
      () => {
        up = true;
      },
      (err: unknown) => {
        throw err instanceof StartupError ? err : new StartupError(part, err);
      },
    );
    // Handled here so that a failure before anybody awaits `started()` is not an unhandled rejection.
    done.catch(() => undefined);
    this.tasks.push(done);
    return this.inBackground ? Promise.resolve() : done;
  }

  /** Resolves once every started part is up; rejects with the first that failed. */
  async started(): Promise<void> {
    await Promise.all(this.tasks);
  }

  /** The parts not up now, in the documented order; a probe that throws counts as not up. */
  async notReady(): Promise<ReadinessPart[]> {
    const down: ReadinessPart[] = [];
    for (const part of READINESS_PARTS) {
      const isUp = this.probes.get(part);
      if (
        isUp &&
        !(await Promise.resolve()
          .then(isUp)
          .catch(() => false))
      )
        down.push(part);
    }
    return down;
  }

  /** Resolves once nothing is left to wait for (asked every `intervalMs`); rejects when a start failed. */
  async whenReady(intervalMs = 100): Promise<void> {
    await this.started();
    while ((await this.notReady()).length > 0) await new Promise((r) => setTimeout(r, intervalMs));
  }
}
