import { accountZhCN } from "../../features/identity/account.shell.zh-CN.ts";
import { thirdPartyZhCN } from "../../features/identity/thirdParty.shell.zh-CN.ts";

/** The features' texts the first screen shows (the sign-in pages'), loaded with the shell's own (i18n/zh-CN.shell.ts). */
export const zhCNFeatureShell = {
  account: accountZhCN,
  thirdParty: thirdPartyZhCN,
};
