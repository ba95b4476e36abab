import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The consent ledger's messages, both languages. */
const messages = {
  notYourChild: { "zh-CN": "只能为自己的孩子作出同意", "en-US": "you may decide only for your own children" },
  notYourStudent: {
    "zh-CN": "无权查看该学生的同意记录",
    "en-US": "you may not see this student's consent record",
  },
  studentNotFound: { "zh-CN": "学生不存在", "en-US": "the student does not exist" },
  missing_health: {
    "zh-CN": "监护人未同意采集该学生的健康数据，记录未保存",
    "en-US": "the guardian has not consented to health data for this student: nothing was recorded",
  },
  missing_location: {
    "zh-CN": "监护人未同意采集该学生的位置数据，记录未保存",
    "en-US": "the guardian has not consented to location data for this student: nothing was recorded",
  },
  missing_face: {
    "zh-CN": "监护人未同意采集该学生的人脸数据，记录未保存",
    "en-US": "the guardian has not consented to face data for this student: nothing was recorded",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `consentError(status, key, params?, code?, data?)`. */
export const consentError = errorsOf(messages);
