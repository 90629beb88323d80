// The jobs module's one door (docs/ARCHITECTURE.md): the job runner and the per-minute sweep.
export { type JobRunner, type JobRunnerOptions, startJobRunner } from './job-runner';
