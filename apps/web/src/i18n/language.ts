import { SessionKey } from "@eos/contracts";

export const languages = ["zh-CN", "en-US"] as const;
export type Language = (typeof languages)[number];

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The stored choice, else the browser's language when it starts with "en", else zh-CN. */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(SessionKey.language);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode in some chat apps); fall through to the browser language.
  }
  const browser = typeof navigator === "undefined" ? "" : (navigator.language ?? "");
  return browser.toLowerCase().startsWith("en") ? "en-US" : "zh-CN";
}

export function persistLanguage(language: Language): void {
  try {
    localStorage.setItem(SessionKey.language, language);
  } catch {
    // Not persisting is acceptable: the choice still applies to this page.
  }
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

export const otherLanguage = (language: Language): Language => (language === "zh-CN" ? "en-US" : "zh-CN");

export const toLanguage = (value: string | undefined): Language => (isLanguage(value) ? value : "zh-CN");
