import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/useLanguage.ts";

/** The mobile kit's language switch; like the PC one it shows the language it switches to. */
export function MobileLanguageSwitch() {
  const { t } = useTranslation();
  const { toggle } = useLanguage();
  return (
    <Button size="small" fill="outline" onClick={toggle} data-testid="lang-switch">
      <span lang={t("lang.switchToCode")}>{t("lang.switchTo")}</span>
    </Button>
  );
}
