import i18next, { type i18n as I18n } from "i18next";
import { detectLanguage, type Language, persistLanguage, toLanguage } from "./language.ts";
import type { Catalogue } from "./zh-CN.ts";

/**
 * The single i18next instance. Each language's catalogue is a chunk of its own, loaded when it is first shown:
 * both together were about a third of the entry chunk that every page, the phone's sign-in first, downloads.
 */
export const i18n: I18n = i18next.createInstance();

const catalogues: Record<Language, () => Promise<Catalogue>> = {
  "zh-CN": () => import("./zh-CN.ts").then((m) => m.zhCN),
  "en-US": () => import("./en-US.ts").then((m) => m.enUS),
};

/** Adds a language's catalogue unless it is there already (tests add both up front, see test/setup.ts). */
export async function loadCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const catalogue = await catalogues[language]();
  if (!i18n.hasResourceBundle(language, "translation"))
    i18n.addResourceBundle(language, "translation", catalogue);
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
export const i18nReady: Promise<void> = loadCatalogue(initial).then(
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
