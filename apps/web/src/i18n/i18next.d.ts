import "i18next";
import type { zhCN } from "./zh-CN.ts";

declare module "i18next" {
  // Declaration merging needs an interface here; it types every t() key against the zh-CN catalogue.
  interface CustomTypeOptions {
    resources: { translation: typeof zhCN };
    returnNull: false;
  }
}
