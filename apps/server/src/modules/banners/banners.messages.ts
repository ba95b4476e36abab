import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The banners' and recommended teachers' own messages, both languages. */
const messages = {
  bannerNotFound: { "zh-CN": "横幅不存在", "en-US": "the banner does not exist" },
  pickNotFound: { "zh-CN": "推荐教师不存在", "en-US": "the recommended teacher does not exist" },
  imageNotUsable: {
    "zh-CN": "请上传图片，或选择您可使用的图片",
    "en-US": "choose an image you uploaded or may use",
  },
  teacherNotFound: { "zh-CN": "教师不存在", "en-US": "the teacher does not exist" },
  sortIncomplete: {
    "zh-CN": "排序须包含全部条目，且每项一次",
    "en-US": "the new order must list every entry exactly once",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `bannersError(status, key, params?, code?, data?)`. */
export const bannersError = errorsOf(messages);
