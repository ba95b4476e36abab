import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** The roles module's own messages, both languages. Texts pinned by CONTRACT.md must not change. */
const messages = {
  roleNameTaken: { "zh-CN": "角色名称已存在", "en-US": "a role with this name exists" },
} as const satisfies Record<string, ModuleMessage>;

/** This module's errors: `rolesError(status, key, params?, code?, data?)`. */
export const rolesError = errorsOf(messages);
