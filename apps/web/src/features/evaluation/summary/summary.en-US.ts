import type { summaryZhCN } from "./summary.zh-CN.ts";

/** Texts of the evaluation summary page in English. */
export const summaryEnUS: Record<keyof typeof summaryZhCN, string> = {
  title: "Evaluation summary",
  class: "Class",
  wholeSchool: "Whole school (or pick a class)",
  scope: "{{scope}} · {{model}} · {{term}} · {{students}} students",
  radarTitle: "Average per level-1 indicator",
  levelsTitle: "Bands reached",
  unscored: "No score yet",
  noIndicators: "The model has no level-1 indicator yet",
  listTitle: "Students ranked by total",
  search: "Search name or student no.",
  loadFailed: "The summary could not be loaded",
  total: "{{total}} students",
  rank: "Rank",
  student: "Student",
  studentNo: "Student no.",
  totalScore: "Total",
  band: "Band",
};
