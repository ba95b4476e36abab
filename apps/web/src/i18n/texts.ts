import type { Language } from "./language.ts";

/** A catalogue's shape with every leaf a string: what each other language must provide. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export type Texts = Record<string, unknown>;

/** One part of the texts in each language, each loaded on demand (its own chunk). */
export type TextSource = Record<Language, () => Promise<Texts>>;
