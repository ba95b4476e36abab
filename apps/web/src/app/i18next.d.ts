import "i18next";
import type { Catalogue } from "./catalogue.ts";

declare module "i18next" {
  // Declaration merging needs an interface here; it types every t() key against the zh-CN catalogue.
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
