import type {
  ComputeRuleItem,
  ComputeRuleSave,
  EvaluationSetting,
  EvaluationSettingSave,
  FillableForm,
  Page,
  RuleConfig,
  RuleErrorItem,
  RulePreviewResult,
  RuleSourceItem,
  ScoreLineage,
  StudentScores,
  TargetModelDetail,
  TargetModelItem,
  TargetModelSave,
} from "@eos/contracts";
import { get, request } from "../../api/request.ts";
import { fetchYears, type SchoolYear, schoolYearsKey, type Term } from "../../api/schoolYears.ts";

export type { SchoolYear, Term };

/** The console's and the phone's calls for indicator models, scoring rules, rule runs and students' scores. */

/** subjectType 0 lists the teacher growth models; the student models otherwise. */
export type ModelsQuery = { page: number; size: number; keyword?: string; subjectType?: 0 | 1 };
export type RulesQuery = { modelId: number; page: number; size: number; keyword?: string };
export type ErrorLogQuery = { modelId: number; termId: number; page: number; size: number };
export type ScoresQuery = { studentId?: number; termId?: number; modelId?: number };

export const evaluationKeys = {
  all: ["evaluation"] as const,
  models: (query?: ModelsQuery) => ["evaluation", "models", ...(query ? [query] : [])],
  model: (id: number) => ["evaluation", "model", id],
  rules: (query?: RulesQuery) => ["evaluation", "rules", ...(query ? [query] : [])],
  errorLog: (query: ErrorLogQuery) => ["evaluation", "errorLog", query],
  scores: (query: ScoresQuery) => ["evaluation", "scores", query],
  lineage: (studentId: number | undefined, termId: number, indicatorId: number) => [
    "evaluation",
    "lineage",
    studentId ?? 0,
    termId,
    indicatorId,
  ],
  years: schoolYearsKey,
  setting: ["evaluation", "setting"] as const,
};

/** Pages show the server's refusal themselves (message.error), so the client does not toast it too. */
const write = <T>(url: string, data: unknown) =>
  request<T>({ method: "POST", url, data, json: true, lock: true, noToast: true });

const read = <T>(url: string, params?: Record<string, unknown>) => get<T>(url, params, { noCache: true });

export type Saved = { id: number; version: number };

export const fetchModels = (query: ModelsQuery) =>
  read<Page<TargetModelItem>>("/v3/target/list", { ...query });
export const fetchModel = (id: number) => read<TargetModelDetail>("/v3/target/detail", { id });
export const saveModel = (input: TargetModelSave) =>
  input.id ? write<Saved>("/v3/target/update", input) : write<Saved>("/v3/target/add", input);
export const deleteModel = (id: number) => write<null>("/v3/target/delete", { id });
export const cloneModel = (id: number) => write<{ id: number }>("/v3/target/clone", { id });
/** An area site hands its model to every school of the area (no schoolIds: all of them). */
export const pushModel = (id: number) =>
  write<{ created: number; updated: number }>("/region/targetModel/push", { id, schoolIds: [] });

export const fetchRules = (query: RulesQuery) =>
  read<Page<ComputeRuleItem>>("/v3/computeRule/page", { ...query });
export const fetchRuleSources = () => read<RuleSourceItem[]>("/v3/computeRule/sources");
export const fetchRule = (id: number) => read<ComputeRuleItem>("/v3/computeRule/detail", { id });
export const saveRule = (input: ComputeRuleSave) => write<Saved>("/v3/computeRule/save", input);
export const cloneRule = (id: number) => write<{ id: number }>("/v3/computeRule/clone", { id });
export const renameRule = (id: number, name: string) =>
  write<null>("/v3/computeRule/updateName", { id, name });
export const deleteRule = (id: number) => write<null>("/v3/computeRule/delete", { id });
export const setRuleStatus = (id: number, status: 0 | 1) =>
  write<null>("/v3/computeRule/updateStatus", { id, status });
export const stashRule = (id: number, config: RuleConfig) =>
  write<null>("/v3/computeRule/stash", { id, config });
export const publishStash = (id: number) => write<Saved>("/v3/computeRule/stash/publish", { id });
export const discardStash = (id: number) => write<null>("/v3/computeRule/stash/discard", { id });
export const previewRule = (id: number, config: RuleConfig) =>
  write<RulePreviewResult>("/v3/computeRule/preview", { id, config });

export const batchExecute = (modelId: number, termId: number) =>
  write<{ jobId: number }>("/v3/computeRule/batchExecute", { modelId, termId });
export const fetchErrorLog = (query: ErrorLogQuery) =>
  read<Page<RuleErrorItem>>("/v3/computeRule/errorLog", { ...query });

export const fetchStudentScores = (query: ScoresQuery) =>
  request<StudentScores>({
    url: "/v3/target/studentScore",
    params: { ...query },
    noCache: true,
    noToast: true,
  });
export const fetchLineage = (studentId: number | undefined, termId: number, indicatorId: number) =>
  request<ScoreLineage>({
    url: "/v3/target/scoreLineage",
    params: { studentId, termId, indicatorId },
    noCache: true,
    noToast: true,
  });

/** Why a teacher's growth score is what it is (the caller's own when teacherId is undefined). */
export const fetchTeacherLineage = (teacherId: number | undefined, termId: number, indicatorId: number) =>
  request<ScoreLineage>({
    url: "/v3/teaGrowth/lineage",
    params: { teacherId, termId, indicatorId },
    noCache: true,
    noToast: true,
  });

export { fetchYears };

/** A task form's released items: the number items and the choice items a rule can read. */
export const fetchReleasedForm = (formId: number) =>
  request<FillableForm>({
    url: "/app/eos/form/wx/byid",
    params: { id: formId },
    noCache: true,
    noToast: true,
  });

/** The school's current model (what students, parents, passports and summaries show) and rank visibility. */
export const fetchSetting = () => read<EvaluationSetting>("/v3/evaluation/setting");
export const saveSetting = (input: EvaluationSettingSave) =>
  write<EvaluationSetting>("/v3/evaluation/setting/save", input);
