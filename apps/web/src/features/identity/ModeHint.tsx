import type { SchoolInfo } from "@eos/contracts";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type Props = { mode: "single" | "area"; school: SchoolInfo };

/** An area domain on the school sign-in page (or the reverse) points to the right page. */
export function ModeHint({ mode, school }: Props) {
  const { t } = useTranslation();
  const isArea = school.type === 1;
  if (mode === "single" && isArea) {
    return (
      <Alert
        type="info"
        showIcon
        className="eos-mode-hint"
        title={t("auth.areaSchoolHint")}
        action={
          <Link to="/areaLogin" data-testid="go-area-login">
            {t("auth.goAreaLogin")}
          </Link>
        }
      />
    );
  }
  if (mode === "area" && !isArea) {
    return (
      <Alert
        type="info"
        showIcon
        className="eos-mode-hint"
        title={t("auth.singleSchoolHint")}
        action={
          <Link to="/singleLogin" data-testid="go-single-login">
            {t("auth.goSingleLogin")}
          </Link>
        }
      />
    );
  }
  return null;
}
