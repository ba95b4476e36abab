export { DIRECTORY_SYNC_JOB, registerDirectorySyncJob } from "./directory-sync.job.ts";
