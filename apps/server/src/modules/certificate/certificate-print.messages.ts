import type { ModuleMessage } from "../../platform/http/errors.ts";
import { fillParams, type Lang } from "../../platform/http/i18n.ts";

/** What a printed certificate says, both languages. */
const texts = {
  heading: { "zh-CN": "荣 誉 证 书", "en-US": "CERTIFICATE OF HONOUR" },
  greeting: { "zh-CN": "{name} 同学：", "en-US": "This certifies that {name}" },
  greetingClass: {
    "zh-CN": "{className} {name} 同学：",
    "en-US": "This certifies that {name} ({className})",
  },
  ruleScore: {
    "zh-CN": "在“{indicator}”评价中获得 {score} 分，达到 {min} 分的标准，",
    "en-US": "scored {score} in {indicator}, reaching the mark of {min},",
  },
  ruleLevel: {
    "zh-CN": "在“{indicator}”评价中达到“{band}”等级，",
    "en-US": 'reached the level "{band}" in {indicator},',
  },
  ruleManual: { "zh-CN": "{reason}，", "en-US": "{reason}," },
  ruleManualNone: { "zh-CN": "表现突出，", "en-US": "has shown outstanding work," },
  closing: {
    "zh-CN": "特授予“{certificate}”，以资鼓励。",
    "en-US": 'and is awarded "{certificate}".',
  },
  honour1: { "zh-CN": "班级荣誉", "en-US": "Class honour" },
  honour2: { "zh-CN": "年级荣誉", "en-US": "Grade honour" },
  honour3: { "zh-CN": "校级荣誉", "en-US": "School honour" },
  honour4: { "zh-CN": "区级荣誉", "en-US": "District honour" },
  number: { "zh-CN": "证书编号：{no}", "en-US": "Certificate No. {no}" },
  fileName: { "zh-CN": "证书", "en-US": "certificate" },
} as const satisfies Record<string, ModuleMessage>;

export type PrintText = keyof typeof texts;

export const printText = (lang: Lang, key: PrintText, params: Record<string, string | number> = {}) =>
  fillParams(texts[key][lang], params);
