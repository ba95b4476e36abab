import { RightOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Result, Spin, Tag } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type AreaRole, fetchAreaRoles, getAreaPass } from "../../api/areaRoles.ts";
import { useClickLock } from "../../api/useClickLock.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import { enterAreaRole, groupBySchool } from "./areaSignIn.ts";
import { roleLabelKey } from "./roleLabel.ts";
import { isPhoneDevice, landingUrl } from "./signIn.ts";

/**
 * /chooseRole: after signing in on an area's site, the schools and roles this person holds in the area. With one
 * role only there is nothing to choose: it is entered straight away (the list shows only if that fails).
 */
export function ChooseRolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasPass = getAreaPass() !== null;
  const roles = useQuery({
    queryKey: ["areaRoles"],
    queryFn: fetchAreaRoles,
    enabled: hasPass,
    retry: false,
  });
  const [error, setError] = useState<string | null>(null);

  const enter = useClickLock(async (role: AreaRole) => {
    setError(null);
    try {
      const user = await enterAreaRole(role);
      void navigate(landingUrl(user, isPhoneDevice()), { replace: true });
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t("auth.failed"));
    }
  });
  const only = roles.data?.length === 1 ? roles.data[0] : undefined;
  const autoEntered = useRef(false);
  useEffect(() => {
    if (!only || autoEntered.current) return;
    autoEntered.current = true;
    void enter(only);
  }, [only, enter]);
  const label = (role: AreaRole) =>
    role.schoolType === 1 ? t("account.chooseRole.areaEntry") : t(roleLabelKey(role.type));

  const body = () => {
    if (!hasPass || roles.isError) {
      return (
        <Result
          status="warning"
          title={<span data-testid="choose-role-expired">{t("account.chooseRole.expired")}</span>}
          extra={
            <Button type="primary" onClick={() => void navigate("/areaLogin", { replace: true })}>
              {t("account.roleSelect.backToSignIn")}
            </Button>
          }
        />
      );
    }
    if (roles.isPending || (only && error === null)) return <Spin aria-label={t("common.loading")} />;
    if (roles.data.length === 0) return <Empty description={t("account.chooseRole.empty")} />;
    return groupBySchool(roles.data).map((group) => (
      <section key={group.schoolId} aria-label={group.schoolName}>
        <h2 className="eos-role-group">{group.schoolName}</h2>
        <ul className="eos-role-list">
          {group.roles.map((role) => (
            <li key={role.accountId}>
              <Button
                className="eos-role-option"
                size="large"
                onClick={() => void enter(role)}
                data-testid="choose-role-item"
                data-school-type={role.schoolType}
              >
                <span className="eos-role-option__text">
                  <span className="eos-role-option__title">{label(role)}</span>
                  <span className="eos-role-option__sub">{role.name}</span>
                </span>
                {role.isAdmin ? <Tag color="gold">{t("account.chooseRole.admin")}</Tag> : null}
                <RightOutlined aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </section>
    ));
  };

  return (
    <AuthFrame title={t("account.chooseRole.title")} intro={t("account.chooseRole.intro")}>
      <div data-testid="choose-role-list">{body()}</div>
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" data-testid="choose-role-error" />
      ) : null}
    </AuthFrame>
  );
}
