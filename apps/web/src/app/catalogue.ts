import { addTexts } from "../i18n/i18n.ts";
import type { zhCNShell } from "../i18n/zh-CN.shell.ts";
import type { zhCNPages } from "./texts/zh-CN.pages.ts";
import type { zhCNFeatureShell } from "./texts/zh-CN.shell.ts";

// The features hand their texts to the shell's catalogue (texts/*.ts combine them): the sign-in
// pages' with the shell's own, the others' as the pages' part, each part of a language one chunk (vite.config.ts).
addTexts("shell", {
  "zh-CN": () => import("./texts/zh-CN.shell.ts").then((m) => m.zhCNFeatureShell),
  "en-US": () => import("./texts/en-US.shell.ts").then((m) => m.enUSFeatureShell),
});
addTexts("pages", {
  "zh-CN": () => import("./texts/zh-CN.pages.ts").then((m) => m.zhCNPages),
  "en-US": () => import("./texts/en-US.pages.ts").then((m) => m.enUSPages),
});

/** The Simplified Chinese catalogue's shape: the reference every t() key is checked against (i18next.d.ts). */
export type Catalogue = typeof zhCNShell & typeof zhCNFeatureShell & typeof zhCNPages;
