import { GlobalOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../i18n/useLanguage.ts";

type Props = { className?: string };

/** Shows the language it switches to (English, or Chinese in its own script); the choice persists in localStorage. */
export function LanguageSwitch({ className }: Props) {
  const { t } = useTranslation();
  const { toggle } = useLanguage();
  return (
    <Button
      type="text"
      className={className}
      icon={<GlobalOutlined aria-hidden />}
      onClick={toggle}
      title={t("lang.switchHint")}
      data-testid="lang-switch"
    >
      <span lang={t("lang.switchToCode")}>{t("lang.switchTo")}</span>
    </Button>
  );
}
