import { useQuery } from "@tanstack/react-query";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fetchMyChildren } from "../../api/parentChildren.ts";
import { getToken, getUserInfo } from "../../api/session.ts";
import { ChildSwitcher } from "../../components/ChildSwitcher.tsx";
import { StudentScoresLoader } from "./StudentScoresLoader.tsx";
import "./evaluation.css";

/** /m/scores: the signed-in student's scores, or a parent's current child's, in the current term. */
export function MobileScoresPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = getToken() ? getUserInfo() : null;
  const parent = user?.roleType === "p";
  const children = useQuery({ queryKey: ["myChildren"], queryFn: fetchMyChildren, enabled: parent });
  const childId = children.data?.find((c) => c.current)?.id;

  if (!user) {
    return (
      <div className="eos-mobile-page">
        <section className="eos-mobile-sign-in">
          <p>{t("evaluation.mobile.signIn")}</p>
          <Button block color="primary" size="large" onClick={() => void navigate("/m/login")}>
            {t("common.signIn")}
          </Button>
        </section>
      </div>
    );
  }
  return (
    <div className="eos-mobile-page eos-eval-mobile" data-testid="mobile-scores-page">
      {parent ? <ChildSwitcher /> : null}
      {/* A parent's scores follow the current child, cached apart for each child. */}
      {!parent || childId !== undefined ? <StudentScoresLoader query={{}} scope={childId} /> : null}
    </div>
  );
}
