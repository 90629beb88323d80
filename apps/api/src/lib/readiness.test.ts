import { describe, expect, it } from 'vitest';
import { Readiness, StartupError } from './readiness';

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('Readiness (decision 192)', () => {
  it('names what is not up, in the documented order, until each part is', async () => {
    const readiness = new Readiness(true);
    const jobs = deferred();
    let listening = false;
    readiness.probe('event listener', () => listening);
    readiness.probe('database', async () => {
      throw new Error('connection refused');
    });
    await readiness.start('job runner', jobs.promise);
    expect(await readiness.notReady()).toEqual(['database', 'event listener', 'job runner']);
    readiness.probe('database', () => true);
    listening = true;
    jobs.resolve();
    await readiness.started();
    expect(await readiness.notReady()).toEqual([]);
    listening = false;
    expect(await readiness.notReady()).toEqual(['event listener']);
  });

  it('in the background, hands a failed start to started(), naming the part', async () => {
    const readiness = new Readiness(true);
    const jobs = deferred();
    await readiness.start('job runner', jobs.promise);
    jobs.reject(new Error('permission denied for schema pgboss'));
    const failure = await readiness.started().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as StartupError).message).toBe('job runner: permission denied for schema pgboss');
    expect(await readiness.notReady()).toEqual(['job runner']);
  });

  it('in the foreground, start() waits for the part and fails with it', async () => {
    const readiness = new Readiness(false);
    const jobs = deferred();
    let done = false;
    const started = readiness.start('job runner', jobs.promise).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    jobs.resolve();
    await started;
    expect(done).toBe(true);
    await expect(readiness.start('people index', Promise.reject(new Error('boom')))).rejects.toThrow(
      'people index: boom',
    );
  });
});
