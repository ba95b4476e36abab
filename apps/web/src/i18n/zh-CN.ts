import { zhCNPages } from "./zh-CN.pages.ts";
import { zhCNShell } from "./zh-CN.shell.ts";

/**
 * Simplified Chinese catalogue: the reference shape; en-US.ts must hold exactly the same keys. The app loads it in two
 * parts (i18n.ts): the shell's texts with the first screen, the pages' texts with the first page behind sign-in.
 */
export const zhCN = { ...zhCNShell, ...zhCNPages };

/** The catalogue's shape with every leaf a string: what each other language must provide. */
export type Catalogue = DeepStrings<typeof zhCN>;
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
