import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** Messages of area (region) administration, both languages. */
const messages = {
  areaNotFound: { "zh-CN": "区域不存在", "en-US": "no such area" },
  areaNameTaken: {
    "zh-CN": "区域名称“{name}”已存在",
    "en-US": 'an area named "{name}" already exists',
  },
} satisfies Record<string, ModuleMessage>;

/** This module's errors: `regionError(status, key, params?, code?, data?)` over its own messages. */
export const regionError = errorsOf(messages);
