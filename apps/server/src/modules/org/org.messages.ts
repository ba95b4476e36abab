import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The org module's own messages (the org tree, people, duties), both languages. Texts pinned by CONTRACT.md must not change. */
const messages = {
  orgKindNotAllowed: {
    "zh-CN": "不能在{parent}下添加{kind}",
    "en-US": "a {kind} cannot be added under a {parent}",
  },
  orgTooDeep: { "zh-CN": "组织层级不能超过{max}级", "en-US": "the org tree is at most {max} levels deep" },
  orgRootFixed: { "zh-CN": "学校根节点不能删除", "en-US": "the school itself cannot be deleted" },
  orgInUse: {
    "zh-CN": "该组织下还有{children}个下级和{students}名学生，请先移走",
    "en-US": "this unit still holds {children} units and {students} students; move them first",
  },
  cannotDeleteSelf: { "zh-CN": "不能删除自己", "en-US": "you cannot delete yourself" },
  classRequired: { "zh-CN": "请选择一个班级", "en-US": "choose a class" },
  studentNoTaken: { "zh-CN": "学号已存在", "en-US": "this student number is already taken" },
  parentPhoneTaken: {
    "zh-CN": "该手机号已是本校家长",
    "en-US": "a parent of this school already has this phone",
  },
  parentLinkExists: {
    "zh-CN": "该家长已关联此学生",
    "en-US": "this parent is already linked to this student",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `orgError(status, key, params?, code?, data?)`. */
export const orgError = errorsOf(messages);
