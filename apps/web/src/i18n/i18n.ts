import i18next, { type i18n as I18n } from "i18next";
import { detectLanguage, type Language, persistLanguage, toLanguage } from "./language.ts";
import type { TextSource } from "./texts.ts";

/**
 * The single i18next instance. Each language's texts are chunks of their own, loaded when they are first shown: both
 * languages together were about a third of the entry chunk that every page, the phone's sign-in first, downloads.
 * Each language comes in two parts: the shell's texts (portal, sign-in, layouts) with the first screen, and the texts
 * of the pages behind sign-in, about six times larger, only once such a page opens (loadPageTexts).
 */
export const i18n: I18n = i18next.createInstance();

type Part = "shell" | "pages";

/**
 * Where each part's texts come from: the shell's own, and each feature's, which the app adds (addTexts) from the
 * features' modules. The build puts each part of a language in one chunk, whatever the number of sources.
 */
const sources: Record<Part, TextSource[]> = {
  shell: [
    {
      "zh-CN": () => import("./zh-CN.shell.ts").then((m) => m.zhCNShell),
      "en-US": () => import("./en-US.shell.ts").then((m) => m.enUSShell),
    },
  ],
  pages: [],
};

/** Adds a feature's texts to a part; the app does it as it starts, before the first language loads. */
export function addTexts(part: Part, source: TextSource): void {
  sources[part].push(source);
}

/** Whether a page behind sign-in has opened: from then on, a language switch loads both parts of the new language. */
let pagesWanted = false;
const loaded = new Map<string, Promise<void>>();

/**
 * Adds a part of a language's texts, once; a part that failed to load is tried again the next time, and so is one
 * whose language was removed since (tests do).
 */
function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  let loading = loaded.get(key);
  if (!loading || !i18n.hasResourceBundle(language, "translation")) {
    loading = Promise.all(sources[part].map((source) => source[language]())).then((all) => {
      for (const texts of all) i18n.addResourceBundle(language, "translation", texts, true, false);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Adds a language's texts unless they are there already: the shell's, and the pages' once a page needs them. */
export async function loadCatalogue(language: Language): Promise<void> {
  await Promise.all([loadPart(language, "shell"), pagesWanted ? loadPart(language, "pages") : undefined]);
}

/**
 * Loads the texts of the pages behind sign-in in the current language; every route but the portal's and the sign-in
 * pages' loads them beside its code (routes.tsx). It never rejects: offline, the page still renders rather than fail.
 */
export function loadPageTexts(): Promise<void> {
  pagesWanted = true;
  return loadPart(currentLanguage(), "pages").catch((error: unknown) =>
    console.error("The texts of the pages could not be loaded", error),
  );
}

const initial = detectLanguage();
void i18n.init({
  lng: initial,
  fallbackLng: "zh-CN",
  supportedLngs: ["zh-CN", "en-US"],
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
  returnNull: false,
});
persistLanguageAttribute(initial);

/**
 * Settles once the first language's texts are in: the pages render after it (TextsLoaded), so the first paint is in
 * the right language and never shows keys. changeLanguage() again resolves i18next's language now that it has texts.
 * It never rejects: if the chunk cannot load (offline), the page still renders rather than stay blank.
 */
export const i18nReady: Promise<void> = Promise.resolve()
  // A turn later, once every module has run: the app has added the features' texts by then.
  .then(() => loadCatalogue(initial))
  .then(
    async () => {
      await i18n.changeLanguage(initial);
    },
    (error: unknown) => console.error("The texts of the page's language could not be loaded", error),
  );

function persistLanguageAttribute(language: Language): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

export const currentLanguage = (): Language => toLanguage(i18n.language);

/** Switches only once the new language's texts are loaded, so a switch never shows keys either. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18nReady;
  await loadCatalogue(language);
  persistLanguage(language);
  await i18n.changeLanguage(language);
}
