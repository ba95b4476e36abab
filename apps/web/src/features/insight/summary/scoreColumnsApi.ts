import type { ScoreColumn, ScoreColumnSetting } from "@eos/contracts";
import { get, request } from "../../../api/request.ts";

/** The school's score column setting (/v3/scoreColumnSettings): which score columns the lists show, in order. */
export const scoreColumnsKey = ["evaluation", "scoreColumns"] as const;

export const fetchScoreColumns = () =>
  get<ScoreColumnSetting>("/v3/scoreColumnSettings", undefined, { noCache: true });

export const saveScoreColumns = (columns: ScoreColumn[], indicatorIds: number[]) =>
  request<ScoreColumnSetting>({
    method: "POST",
    url: "/v3/scoreColumnSettings/save",
    data: { columns, indicatorIds },
    json: true,
    lock: true,
    noToast: true,
  });
