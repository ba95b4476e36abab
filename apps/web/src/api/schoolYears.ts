import { get } from "./request.ts";

export type Term = { id: number; name: string; stime: string; etime: string; isNow: "Y" | "N" };
export type SchoolYear = { id: number; name: string; startDate: string; endDate: string; terms: Term[] };

/** The school's years and their terms: evaluation, certificates and usage pages pick a term from them. */
export const schoolYearsKey = ["evaluation", "years"] as const;

export const fetchYears = () => get<SchoolYear[]>("/v3/schoolYear/list", undefined, { noCache: true });
