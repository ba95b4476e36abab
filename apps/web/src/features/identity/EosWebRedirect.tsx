import { Spin } from "antd";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { loginPathFor } from "../../api/loginPath.ts";
import { useSchool } from "../../api/useSchool.ts";

/** The old entry /eos-web/#/login (and anything under /eos-web/): send users to the sign-in page that fits. */
export function EosWebRedirect() {
  const { t } = useTranslation();
  const { school, error } = useSchool();
  if (school) return <Navigate to={loginPathFor(school)} replace />;
  if (error) return <Navigate to="/singleLogin" replace />;
  return (
    <div className="eos-route-fallback" role="status">
      <Spin />
      <span>{t("auth.redirecting")}</span>
    </div>
  );
}
