import { enUSPages } from "./en-US.pages.ts";
import { enUSShell } from "./en-US.shell.ts";
import type { Catalogue } from "./zh-CN.ts";

/** English catalogue; same keys as zh-CN.ts (checked by the type and by catalogues.test.ts), in the same two parts. */
export const enUS: Catalogue = { ...enUSShell, ...enUSPages };
