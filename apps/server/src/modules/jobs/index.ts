/** What other modules may use of `jobs` (README.md); everything else in this folder is internal. */
export { type JobEngine, startJobEngine } from './job-engine.ts';
export { jobRoutes } from './jobs.routes.ts';
export { hasLiveJob } from './live-jobs.ts';
export { startWorkers } from './workers.ts';
