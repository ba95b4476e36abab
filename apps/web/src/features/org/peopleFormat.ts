import type { TFunction } from "i18next";

export const genderLabel = (t: TFunction, gender: number | null): string =>
  gender === 1 ? t("people.common.male") : gender === 2 ? t("people.common.female") : "";
