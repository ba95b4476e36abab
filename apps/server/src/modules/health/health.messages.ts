import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";

/** The health module's messages, both languages. */
const messages = {
  classNotFound: { "zh-CN": "班级不存在", "en-US": "the class does not exist" },
  notYourClass: {
    "zh-CN": "只能为自己任教的班级录入晨检",
    "en-US": "you may record health checks only for your own classes",
  },
  notAllowed: {
    "zh-CN": "健康数据仅班主任、校医（健康查看权限）和管理员可见",
    "en-US":
      "health data is visible only to the class leader, the school nurse (health.view) and administrators",
  },
  notYourChild: {
    "zh-CN": "只能查看自己孩子的健康记录",
    "en-US": "you may see only your own children's records",
  },
  studentNotFound: { "zh-CN": "学生不存在", "en-US": "the student does not exist" },
  notInClass: {
    "zh-CN": "学生 {ids} 不在该班级，未保存任何记录",
    "en-US": "students {ids} are not in this class: nothing was recorded",
  },
  duplicateStudent: {
    "zh-CN": "同一学生在一次提交中出现多次",
    "en-US": "a student appears more than once in the batch",
  },
  futureDay: {
    "zh-CN": "不能为将来的日期 {day} 录入晨检",
    "en-US": "cannot record checks for a future day ({day})",
  },
  listNeedsScope: {
    "zh-CN": "请选择班级和日期，或学生和日期范围",
    "en-US": "choose a class and day, or a student and a range of days",
  },
  alertNotFound: { "zh-CN": "预警不存在", "en-US": "the alert does not exist" },
  alertHandled: { "zh-CN": "该预警已处理", "en-US": "the alert was already handled" },
  exportTooLarge: {
    "zh-CN": "选中的晨检记录超过 {max} 条，请缩小范围，或使用“后台导出”",
    "en-US": "more than {max} checks are selected: narrow the range, or use the background export",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `healthError(status, key, params?, code?, data?)`. */
export const healthError = errorsOf(messages);

/** Texts of notices and exports, both languages. */
const texts = {
  alertTitle: { "zh-CN": "晨检预警：{name}", "en-US": "Health check alert: {name}" },
  alertBody: {
    "zh-CN": "{className} {name} 于 {day} 晨检体温 {temperature}℃{symptoms}，请及时关注。",
    "en-US":
      "{className} {name}: {temperature} °C at the morning check on {day}{symptoms}. Please follow up.",
  },
  symptomsJoin: { "zh-CN": "，症状：", "en-US": ", symptoms: " },
  sheet: { "zh-CN": "晨检记录", "en-US": "Health checks" },
  colDay: { "zh-CN": "日期", "en-US": "Day" },
  colClass: { "zh-CN": "班级", "en-US": "Class" },
  colNo: { "zh-CN": "学号", "en-US": "Student no." },
  colName: { "zh-CN": "姓名", "en-US": "Name" },
  colTemperature: { "zh-CN": "体温(℃)", "en-US": "Temperature (°C)" },
  colSymptoms: { "zh-CN": "症状", "en-US": "Symptoms" },
  colNote: { "zh-CN": "备注", "en-US": "Note" },
  colBy: { "zh-CN": "记录人", "en-US": "Recorded by" },
  colAt: { "zh-CN": "记录时间", "en-US": "Recorded at" },
  cough: { "zh-CN": "咳嗽", "en-US": "cough" },
  soreThroat: { "zh-CN": "咽痛", "en-US": "sore throat" },
  fever: { "zh-CN": "发热", "en-US": "fever" },
  headache: { "zh-CN": "头痛", "en-US": "headache" },
  vomiting: { "zh-CN": "呕吐", "en-US": "vomiting" },
  diarrhoea: { "zh-CN": "腹泻", "en-US": "diarrhoea" },
  rash: { "zh-CN": "皮疹", "en-US": "rash" },
  other: { "zh-CN": "其他", "en-US": "other" },
} as const satisfies Record<string, ModuleMessage>;

export type HealthTextKey = keyof typeof texts;

export const healthText = (lang: Lang, key: HealthTextKey, params: Record<string, string> = {}): string =>
  texts[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? "");
