import type { RuleSumScore, ScoreByConditionPage } from "@eos/contracts";
import { downloadFile } from "../../../api/download.ts";
import { get } from "../../../api/request.ts";
import type { SummaryFilter } from "./summaryApi.ts";

/** Scores by condition and rule sums (/v3/target/scoreByCondition, /v3/target/ruleSumScore). */
export type ConditionQuery = {
  termId?: number;
  classId?: number;
  gradeId?: number;
  indicatorId: number;
  min?: number;
  max?: number;
  band?: string;
  keyword?: string;
  sort: "score" | "studentNo" | "className";
  order: "asc" | "desc";
  page: number;
  size: number;
};

const read = <T>(url: string, q: Record<string, unknown>) => get<T>(url, q, { noCache: true });

export const scoreQueryKeys = {
  condition: (q: ConditionQuery) => ["summary", "scoreByCondition", q] as const,
  ruleSums: (q: SummaryFilter) => ["summary", "ruleSums", q] as const,
};

export const fetchScoresByCondition = (q: ConditionQuery) =>
  read<ScoreByConditionPage>("/v3/target/scoreByCondition", q);
export const fetchRuleSums = (q: SummaryFilter) => read<RuleSumScore>("/v3/target/ruleSumScore", q);

/** Every page of the filtered rows, as the server's .xlsx. */
export const exportScoresByCondition = (q: ConditionQuery, fallbackName: string) => {
  const { page: _page, size: _size, ...rest } = q;
  return downloadFile("/v3/target/scoreByCondition/export", { ...rest }, fallbackName);
};
