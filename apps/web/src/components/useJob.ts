import { useQuery } from "@tanstack/react-query";
import { request } from "../api/request.ts";

export type JobState = "queued" | "running" | "done" | "failed" | "cancelled";
/** A background job as /v3/job/get answers it; `result` is the kind's own answer. */
export type JobView<R = unknown> = {
  id: number;
  kind: string;
  state: JobState;
  percent: number;
  done: number;
  total: number;
  result: R | null;
  error: string | null;
};

/** Polled every second while a job goes on: a background call that never shows the loading indicator. */
export const fetchJob = <R = unknown>(id: number) =>
  request<JobView<R>>({ url: "/v3/job/get", params: { id }, noCache: true, noToast: true, background: true });

export const jobFinished = (job: JobView | undefined) =>
  job !== undefined && (job.state === "done" || job.state === "failed" || job.state === "cancelled");

/** A background job followed once a second until it finishes (null: none to follow). */
export function useJob<R = unknown>(jobId: number | null) {
  const job = useQuery({
    queryKey: ["job", jobId],
    queryFn: () => fetchJob<R>(jobId ?? 0),
    enabled: jobId !== null,
    refetchInterval: (q) => (jobFinished(q.state.data as JobView | undefined) ? false : 1000),
  });
  return { view: job.data, busy: jobId !== null && !jobFinished(job.data as JobView | undefined) };
}
