import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "./i18n.ts";
import { type Language, otherLanguage, toLanguage } from "./language.ts";

export type LanguageControl = {
  language: Language;
  setLanguage: (language: Language) => void;
  toggle: () => void;
};

export function useLanguage(): LanguageControl {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const setLanguage = useCallback((next: Language) => void changeLanguage(next), []);
  const toggle = useCallback(() => void changeLanguage(otherLanguage(language)), [language]);
  return { language, setLanguage, toggle };
}
