import { zhCNShell } from "../../i18n/zh-CN.shell.ts";
import { zhCNPages } from "./zh-CN.pages.ts";
import { zhCNFeatureShell } from "./zh-CN.shell.ts";

/**
 * The whole Simplified Chinese catalogue at once, for the tests: the app loads it in parts (catalogue.ts), the shell's
 * with the first screen and the pages' with the first page behind sign-in.
 */
export const zhCN = { ...zhCNShell, ...zhCNFeatureShell, ...zhCNPages };
