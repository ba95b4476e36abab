import type { ModuleMessage } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";

/** The labels of the scores-by-condition export, both languages. */
const messages = {
  sheet: { "zh-CN": "指标得分", "en-US": "Indicator scores" },
  fileName: { "zh-CN": "指标得分", "en-US": "indicator-scores" },
  colRank: { "zh-CN": "排名", "en-US": "Rank" },
  colName: { "zh-CN": "姓名", "en-US": "Name" },
  colNo: { "zh-CN": "学号", "en-US": "Student No." },
  colClass: { "zh-CN": "班级", "en-US": "Class" },
  colIndicator: { "zh-CN": "指标", "en-US": "Indicator" },
  colScore: { "zh-CN": "得分", "en-US": "Score" },
  colMax: { "zh-CN": "满分", "en-US": "Full marks" },
  colBand: { "zh-CN": "等级", "en-US": "Band" },
  colTerm: { "zh-CN": "学期", "en-US": "Term" },
} as const satisfies Record<string, ModuleMessage>;

export const scoreQueryText = (lang: Lang, key: keyof typeof messages): string => messages[key][lang];
