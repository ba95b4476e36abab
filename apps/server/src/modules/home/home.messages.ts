import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The home's and the menus' refusals, both languages. */
const messages = {
  unknownMenuEntry: {
    "zh-CN": "菜单项“{key}”不存在",
    "en-US": 'there is no menu entry "{key}"',
  },
  notForRole: {
    "zh-CN": "菜单项“{key}”本就不对该角色开放",
    "en-US": 'menu entry "{key}" is not for that role anyway',
  },
  cannotHide: {
    "zh-CN": "菜单项“{key}”不能隐藏",
    "en-US": 'menu entry "{key}" cannot be hidden',
  },
  defaultLanguageMissing: {
    "zh-CN": "默认语言须在所选语言之中",
    "en-US": "the default language must be one of the languages",
  },
  teachersOnly: {
    "zh-CN": "教师发展数据只对教师开放",
    "en-US": "teacher development data is for teachers only",
  },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `homeError(status, key, params?, code?, data?)` over its own messages. */
export const homeError = errorsOf(messages);
