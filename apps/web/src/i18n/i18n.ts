import i18next, { type i18n as I18n } from "i18next";
import { enUS } from "./en-US.ts";
import { detectLanguage, type Language, persistLanguage, toLanguage } from "./language.ts";
import { zhCN } from "./zh-CN.ts";

/** The single i18next instance; catalogues are small, so both ship in the first bundle. */
export const i18n: I18n = i18next.createInstance();

const initial = detectLanguage();
void i18n.init({
  lng: initial,
  fallbackLng: "zh-CN",
  supportedLngs: ["zh-CN", "en-US"],
  resources: { "zh-CN": { translation: zhCN }, "en-US": { translation: enUS } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
  returnNull: false,
});
persistLanguageAttribute(initial);

function persistLanguageAttribute(language: Language): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

export const currentLanguage = (): Language => toLanguage(i18n.language);

export async function changeLanguage(language: Language): Promise<void> {
  persistLanguage(language);
  await i18n.changeLanguage(language);
}
