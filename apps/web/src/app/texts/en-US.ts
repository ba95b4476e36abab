import { enUSShell } from "../../i18n/en-US.shell.ts";
import type { DeepStrings } from "../../i18n/texts.ts";
import type { Catalogue } from "../catalogue.ts";
import { enUSPages } from "./en-US.pages.ts";
import { enUSFeatureShell } from "./en-US.shell.ts";

/** The whole English catalogue at once, for the tests; the same keys as zh-CN.ts (catalogue.test.ts checks). */
export const enUS: DeepStrings<Catalogue> = { ...enUSShell, ...enUSFeatureShell, ...enUSPages };
