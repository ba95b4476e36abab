import { errorsOf, type ModuleMessage } from "../../platform/http/errors.ts";

/** Messages of external apps and the directory sync, both languages. */
const messages = {
  schoolNotFound: { "zh-CN": "学校不存在", "en-US": "no such school" },
  schoolRequired: {
    "zh-CN": "请指明要操作的学校",
    "en-US": "name the school (id) to work on",
  },
  appNotFound: { "zh-CN": "外部应用不存在", "en-US": "no such external app" },
  appExists: {
    "zh-CN": "本校已添加过该{platform}应用（{clientId}）",
    "en-US": "this school already has the {platform} app {clientId}",
  },
  secretRequired: { "zh-CN": "请填写应用密钥", "en-US": "the app's secret is required" },
  noExternalApp: {
    "zh-CN": "本校还没有启用的外部应用（企业微信或钉钉），请先添加",
    "en-US": "this school has no enabled external app (WeCom or DingTalk) yet: add one first",
  },
  noOrgRoot: {
    "zh-CN": "学校尚未初始化（没有组织根节点），请先初始化学校",
    "en-US": "the school is not initialised (it has no org root): initialise it first",
  },
  syncRunning: {
    "zh-CN": "该学校的同步正在进行，请等它结束",
    "en-US": "a sync of this school is already under way: wait for it to finish",
  },
} satisfies Record<string, ModuleMessage>;

/** This module's errors: `syncError(status, key, params?, code?, data?)` over its own messages. */
export const syncError = errorsOf(messages);
