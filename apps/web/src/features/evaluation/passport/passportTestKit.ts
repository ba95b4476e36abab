import type { PassportData, PassportModelItem, PassportUnitData, RevealUnitKind } from "@eos/contracts";

/** Test fixtures of the passport pages: models and a student's passport as the server sends them. */

export const passportModel = (patch: Partial<PassportModelItem> = {}): PassportModelItem => ({
  id: 3,
  name: "Passport 2026",
  schoolYearId: 1,
  schoolYearName: "2026-2027",
  units: [
    { key: "u1", kind: "basic", title: "About me", sceneId: null, modelId: null },
    { key: "u2", kind: "radar", title: "Growth", sceneId: null, modelId: 9 },
  ],
  updatedAt: "2026-11-20T08:00:00.000Z",
  ...patch,
});

const unit = (key: string, kind: RevealUnitKind, title: string, patch: Partial<PassportUnitData> = {}) => ({
  key,
  kind,
  title,
  fields: [],
  indicators: [],
  terms: [],
  records: [],
  certificates: [],
  text: "",
  editable: false,
  ...patch,
});

/** Li Lei's passport with one unit of each kind; the self-statement is his to write. */
export const passportData = (patch: Partial<PassportData> = {}): PassportData => ({
  studentId: 70,
  studentName: "Li Lei",
  schoolYearId: 1,
  schoolYearName: "2026-2027",
  modelName: "Passport 2026",
  units: [
    unit("u1", "basic", "About me", {
      fields: [
        { label: "Name", value: "Li Lei" },
        { label: "Class", value: "Class 1-1" },
      ],
    }),
    unit("u2", "radar", "Growth", {
      indicators: [
        { name: "Morality", maxScore: 100, score: 95, scored: true },
        { name: "Sports", maxScore: 100, score: 78, scored: true },
        { name: "Arts", maxScore: 100, score: 66, scored: true },
      ],
    }),
    unit("u3", "termScores", "Terms", {
      terms: [{ termId: 4, termName: "Autumn 2026", total: 86.5, band: "Good", scored: true }],
    }),
    unit("u4", "sceneRecords", "Morning runs", {
      records: [
        { formValueId: 501, taskName: "Run week 1", filledAt: "2026-10-01T08:00:00.000Z", summary: "3 km" },
      ],
    }),
    unit("u5", "sceneRecords", "Reading", {}),
    unit("u6", "teacherComment", "Teacher says", { text: "Works hard." }),
    unit("u7", "selfStatement", "My words", { text: "", editable: true }),
  ],
  ...patch,
});
