export { DIRECTORY_SYNC_JOB, registerDirectorySyncJob } from "./directory-sync.job.ts";
export { directorySyncRoutes } from "./directory-sync.routes.ts";
