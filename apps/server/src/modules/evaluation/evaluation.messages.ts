import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";

/** The evaluation module's messages, both languages (the platform catalogue knows nothing of them). */
const messages = {
  duplicateKey: { "zh-CN": "指标标识“{key}”重复", "en-US": 'indicator key "{key}" appears twice' },
  unknownParent: {
    "zh-CN": "指标“{name}”的上级不存在",
    "en-US": 'the parent of indicator "{name}" is not in the tree',
  },
  tooDeep: {
    "zh-CN": "指标最多三级（“{name}”）",
    "en-US": 'indicators go three levels deep at most ("{name}")',
  },
  lockedChanged: {
    "zh-CN": "指标“{name}”由区域下发，不能修改或删除",
    "en-US": 'indicator "{name}" was pushed by the area and cannot be changed or deleted',
  },
  indicatorHasRules: {
    "zh-CN": "指标“{name}”还有计算规则，不能删除",
    "en-US": 'indicator "{name}" still has scoring rules and cannot be deleted',
  },
  modelHasRules: {
    "zh-CN": "该模型还有 {n} 条计算规则，请先删除规则",
    "en-US": "this model still has {n} scoring rules; delete them first",
  },
  pushedModel: {
    "zh-CN": "区域下发的模型只能在区域修改结构；可在其下添加本校指标",
    "en-US": "a pushed model's own indicators change only at the area; you may add indicators under them",
  },
  areaOnly: { "zh-CN": "只有区域可以下发模型", "en-US": "only an area can push a model" },
  notAreaSchool: { "zh-CN": "学校不属于本区域", "en-US": "a school named is not in your area" },
  indicatorNotInModel: {
    "zh-CN": "指标不属于该模型",
    "en-US": "the indicator does not belong to this model",
  },
  sceneNotFound: { "zh-CN": "场景不存在", "en-US": "the scene does not exist" },
  unknownSource: { "zh-CN": "数据来源 {key} 不存在", "en-US": "there is no data source {key}" },
  sourceAboutStudents: {
    "zh-CN": "数据来源只提供学生的数值，只能用于学生评价模型",
    "en-US": "data sources answer students' values: only a student model's rules may read them",
  },
  taskNotInScene: { "zh-CN": "任务不属于该场景", "en-US": "a task named is not in the scene" },
  taskNotAboutTeachers: {
    "zh-CN": "教师成长模型的规则只能读取教师任务（教师本人填写的记录）",
    "en-US":
      "a teacher growth model's rule reads only teacher tasks (records teachers fill about themselves)",
  },
  taskNotAboutStudents: {
    "zh-CN": "学生模型的规则不能读取教师任务",
    "en-US": "a student model's rule cannot read teacher tasks",
  },
  itemNotInForm: {
    "zh-CN": "任务“{task}”的表单中没有题目“{item}”",
    "en-US": 'the form of task "{task}" has no item "{item}"',
  },
  itemHasNoOptions: {
    "zh-CN": "题目“{item}”没有选项，不能按选项计分",
    "en-US": 'item "{item}" has no options to score',
  },
  unknownOption: {
    "zh-CN": "题目“{item}”没有选项“{option}”",
    "en-US": 'item "{item}" has no option "{option}"',
  },
  badCondition: {
    "zh-CN": "条件表达式有误：{detail}",
    "en-US": "the condition is not a valid formula: {detail}",
  },
  cultivateRunning: {
    "zh-CN": "该模型本学期的数据正在处理，请等待完成",
    "en-US": "this model's data for the term is being processed; wait for it to finish",
  },
  ruleScoredArchive: {
    "zh-CN": "该规则为已归档的成长档案计过分（{n} 条成绩），不能删除；可以停用它",
    "en-US": "this rule scored archived passports ({n} scores) and cannot be deleted; stop it instead",
  },
  noDraft: { "zh-CN": "该规则没有暂存的草稿", "en-US": "this rule has no stashed draft" },
  noTerm: { "zh-CN": "学校还没有当前学期", "en-US": "the school has no current term" },
  termNotFound: { "zh-CN": "学期不存在", "en-US": "the term does not exist" },
  noModel: { "zh-CN": "学校还没有指标模型", "en-US": "the school has no indicator model yet" },
  notYourStudent: {
    "zh-CN": "只能查看本人、子女或所教班级学生的成绩",
    "en-US": "you may see only your own, your child's or your classes' students' scores",
  },
  reasonMissing: { "zh-CN": "题目未填写", "en-US": "the item was not filled" },
  reasonNotNumber: {
    "zh-CN": "题目的值“{val}”不是数字",
    "en-US": 'the item\'s value "{val}" is not a number',
  },
  reasonCondition: {
    "zh-CN": "条件无法计算：{detail}",
    "en-US": "the condition could not be computed: {detail}",
  },
} as const satisfies Record<string, ModuleMessage>;

export type EvaluationMessage = keyof typeof messages;

/** A refusal with the module's own message. */
/** This module's errors: `evaluationError(status, key, params?, code?, data?)` over its own messages. */
export const evaluationError = errorsOf(messages);

/** A module message in a language, placeholders filled. */
export const evaluationText = (
  lang: Lang,
  key: EvaluationMessage,
  params: Record<string, string | number> = {},
): string => messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));

/** The error log stores a reason code (missing, notNumber:<val>, condition:<detail>); shown in a language. */
export const reasonText = (lang: Lang, reason: string): string => {
  if (reason === "missing") return evaluationText(lang, "reasonMissing");
  if (reason.startsWith("notNumber:"))
    return evaluationText(lang, "reasonNotNumber", { val: reason.slice(10) });
  if (reason.startsWith("condition:"))
    return evaluationText(lang, "reasonCondition", { detail: reason.slice(10) });
  return reason;
};
