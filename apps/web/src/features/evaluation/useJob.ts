import { useQuery } from "@tanstack/react-query";
import { fetchJob, type JobView } from "./evaluationApi.ts";

export const jobFinished = (job: JobView | undefined) =>
  job !== undefined && (job.state === "done" || job.state === "failed" || job.state === "cancelled");

/** A background job followed once a second until it finishes (null: none to follow). */
export function useJob(jobId: number | null) {
  const job = useQuery({
    queryKey: ["evaluation-job", jobId],
    queryFn: () => fetchJob(jobId ?? 0),
    enabled: jobId !== null,
    refetchInterval: (q) => (jobFinished(q.state.data) ? false : 1000),
  });
  return { view: job.data, busy: jobId !== null && !jobFinished(job.data) };
}
