import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The encyclopedia's own messages, both languages. */
const messages = {
  otherSchool: {
    "zh-CN": "只能查看本校的百科",
    "en-US": "only your own school's encyclopedia can be read",
  },
  typeNotFound: { "zh-CN": "百科分类不存在", "en-US": "the encyclopedia type does not exist" },
  typeNotEmpty: {
    "zh-CN": "该分类下还有 {count} 篇文章，请先移走或删除",
    "en-US": "the type still holds {count} articles: move or delete them first",
  },
  articleNotFound: { "zh-CN": "文章不存在", "en-US": "the article does not exist" },
  imageNotUsable: {
    "zh-CN": "文章中的图片须是您上传或可使用的本校图片",
    "en-US": "an article's images must be images of the school you uploaded or may use",
  },
  sortIncomplete: {
    "zh-CN": "排序须包含全部分类，且每项一次",
    "en-US": "the new order must list every type exactly once",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `encyclopediaError(status, key, params?, code?, data?)`. */
export const encyclopediaError = errorsOf(messages);
