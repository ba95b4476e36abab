import type { TFunction } from "i18next";

/** Short labels shared by the list, the drawer and the export's dialog. */
export const typeLabel = (t: TFunction, type: number) =>
  type === 1 ? t("schoolAdmin.common.areaSite") : t("schoolAdmin.common.school");

export const loginLabel = (t: TFunction, loginType: number) =>
  loginType === 2 ? t("schoolAdmin.schools.loginOwn") : t("schoolAdmin.schools.loginShared");
