import { accountEnUS } from "../../features/identity/account.shell.en-US.ts";
import { thirdPartyEnUS } from "../../features/identity/thirdParty.shell.en-US.ts";
import type { DeepStrings } from "../../i18n/texts.ts";
import type { zhCNFeatureShell } from "./zh-CN.shell.ts";

/** The features' texts the first screen shows, in English; the same keys as zh-CN.shell.ts. */
export const enUSFeatureShell: DeepStrings<typeof zhCNFeatureShell> = {
  account: accountEnUS,
  thirdParty: thirdPartyEnUS,
};
