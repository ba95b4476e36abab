import { type ErrorParams, errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";
import { fillParams, type Lang } from "../../platform/http/i18n.ts";

/** Filling forms: the form-value messages, both languages. Texts pinned by CONTRACT.md must not change. */
const messages = {
  notReleased: {
    "zh-CN": "该表单尚未发布，暂不能填写",
    "en-US": "this form has not been released yet and cannot be filled",
  },
  notYours: {
    "zh-CN": "只能修改或删除自己填写的数据",
    "en-US": "you may only change or delete what you filled in yourself",
  },
  keyReused: {
    "zh-CN": "Idempotency-Key 已用于另一份不同的提交，请换一个新的 Key",
    "en-US": "this Idempotency-Key was already used for a different request; send a new key",
  },
  visitorClosed: {
    "zh-CN": "该表单不允许访客填写",
    "en-US": "this form does not take submissions from visitors",
  },
  studentsOutOfScope: {
    "zh-CN": "只能为本人任教或担任班主任的班级学生代填：{ids}",
    "en-US": "you may fill in only for students of classes you lead or teach: {ids}",
  },
  studentsUnknown: {
    "zh-CN": "本校没有这些学生：{ids}",
    "en-US": "no such students in this school: {ids}",
  },
  fileUnknown: {
    "zh-CN": "{name}的文件不存在或不可使用，请重新上传",
    "en-US": "{name}: a file is missing or cannot be used here; please upload it again",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `formValueError(status, key, params?, code?, data?)`. */
export const formValueError = errorsOf(messages);

/** A message in a language, placeholders filled. */
export const formValueText = (lang: Lang, key: keyof typeof messages, params: ErrorParams = {}): string =>
  fillParams(messages[key][lang], params);
