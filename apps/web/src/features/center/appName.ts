/** An app's name in the reader's language: the English name where there is one and English is chosen. */
export const appName = (app: { name: string; nameEn: string | null }, language: string) =>
  language.startsWith("en") && app.nameEn ? app.nameEn : app.name;
