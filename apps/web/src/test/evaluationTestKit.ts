import type {
  ComputeRuleItem,
  Indicator,
  IndicatorScore,
  RuleConfig,
  ScoreLineage,
  StudentScores,
  TargetModelDetail,
  TargetModelItem,
} from "@eos/contracts";

/** Test fixtures of the evaluation pages: models, rules, scores and lineage as the server sends them. */

export const modelItem = (
  id: number,
  name: string,
  patch: Partial<TargetModelItem> = {},
): TargetModelItem => ({
  id,
  name,
  description: "",
  periods: ["primary"],
  version: 3,
  subjectType: 1,
  indicatorCount: 4,
  ruleCount: 2,
  pushed: false,
  pushedTo: 0,
  updatedAt: "2026-11-20T08:00:00.000Z",
  ...patch,
});

export const indicator = (
  id: number,
  name: string,
  pid: number | null,
  patch: Partial<Indicator> = {},
): Indicator => ({
  id,
  pid,
  level: pid === null ? 1 : 2,
  name,
  weight: 50,
  maxScore: 100,
  sort: id,
  locked: false,
  ...patch,
});

export const modelDetail = (patch: Partial<TargetModelDetail> = {}): TargetModelDetail => ({
  ...modelItem(9, "Growth model"),
  levels: [
    { name: "Excellent", min: 90 },
    { name: "Pass", min: 60 },
  ],
  indicators: [
    indicator(1, "Morality", null, { locked: true }),
    indicator(2, "Honesty", 1, { locked: true }),
    indicator(3, "Sports", null),
  ],
  ...patch,
});

export const ruleConfig = (patch: Partial<RuleConfig> = {}): RuleConfig => ({
  sceneId: 5,
  taskIds: [],
  kind: "fixed",
  points: 2,
  itemId: null,
  scale: 1,
  perValueMax: null,
  optionPoints: {},
  condition: "",
  aggregate: "sum",
  maxCount: null,
  cap: null,
  source: null,
  ...patch,
});

export const rule = (id: number, name: string, patch: Partial<ComputeRuleItem> = {}): ComputeRuleItem => ({
  id,
  modelId: 9,
  indicatorId: 3,
  indicatorName: "Sports",
  name,
  version: 1,
  status: 1,
  config: ruleConfig(),
  draft: null,
  sceneName: "Morning check",
  updatedAt: "2026-11-20T08:00:00.000Z",
  itemTitles: {},
  ...patch,
});

/** A released form with a number item (19) and a radio item (4) with two options, as wx/byid sends it. */
export const releasedForm = {
  id: 31,
  name: "Health check",
  version: 2,
  items: [
    { id: 101, name: "Minutes run", type: 19, optionInfos: [], childItem: [] },
    {
      id: 102,
      name: "Effort",
      type: 4,
      optionInfos: [
        { id: 201, name: "High" },
        { id: 202, name: "Low" },
      ],
      childItem: [],
    },
    { id: 103, name: "Note", type: 1, optionInfos: [], childItem: [] },
  ],
  settings: {},
  optionCounts: {},
  value: null,
};

const score = (indicatorId: number, name: string, pid: number | null, value: number): IndicatorScore => ({
  indicatorId,
  pid,
  level: pid === null ? 1 : 2,
  name,
  maxScore: 100,
  weight: 50,
  score: value,
  raw: value,
  band: value >= 90 ? "Excellent" : "Pass",
  scored: true,
});

export const studentScores = (patch: Partial<StudentScores> = {}): StudentScores => ({
  studentId: 70,
  studentName: "Li Lei",
  className: "Class 1-1",
  termId: 4,
  termName: "Autumn 2026",
  modelId: 9,
  modelName: "Growth model",
  modelVersion: 3,
  total: 86.5,
  band: "Pass",
  computedAt: "2026-11-20T08:00:00.000Z",
  ranks: null,
  indicators: [score(1, "Morality", null, 95), score(2, "Honesty", 1, 95), score(3, "Sports", null, 78)],
  ...patch,
});

export const lineage = (patch: Partial<ScoreLineage> = {}): ScoreLineage => ({
  indicatorId: 3,
  indicatorName: "Sports",
  maxScore: 100,
  score: 78,
  raw: 78,
  modelVersion: 3,
  rules: [
    {
      ruleId: 11,
      ruleName: "Morning run",
      ruleVersion: 2,
      aggregate: "sum",
      raw: 90,
      score: 78,
      cappedAt: 78,
      entries: [
        {
          formValueId: 501,
          taskName: "Run week 1",
          filledAt: "2026-10-01T08:00:00.000Z",
          points: 45,
          counted: true,
        },
        {
          formValueId: 502,
          taskName: "Run week 2",
          filledAt: "2026-10-08T08:00:00.000Z",
          points: 45,
          counted: false,
        },
      ],
    },
  ],
  children: [],
  ...patch,
});

export const years = [
  {
    id: 1,
    name: "2026-2027",
    startDate: "2026-09-01",
    endDate: "2027-07-31",
    terms: [
      { id: 4, name: "Autumn 2026", stime: "2026-09-01", etime: "2027-01-31", isNow: "Y" },
      { id: 5, name: "Spring 2027", stime: "2027-02-01", etime: "2027-07-31", isNow: "N" },
    ],
  },
];
