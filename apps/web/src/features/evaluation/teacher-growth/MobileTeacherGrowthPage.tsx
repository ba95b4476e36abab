import { Button, DotLoading, ErrorBlock, Selector } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getToken, getUserInfo } from "../../../api/session.ts";
import { TeacherRecordView } from "./TeacherRecordView.tsx";
import { useGrowthRecord } from "./useGrowthRecord.ts";
import "../evaluation.css";

/** /m/tea-growth: the signed-in teacher's growth record on a phone, in the current term. */
export function MobileTeacherGrowthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = getToken() ? getUserInfo() : null;
  if (!user) {
    return (
      <div className="eos-mobile-page">
        <section className="eos-mobile-sign-in">
          <p>{t("teaGrowth.mobile.signIn")}</p>
          <Button block color="primary" size="large" onClick={() => void navigate("/m/login")}>
            {t("common.signIn")}
          </Button>
        </section>
      </div>
    );
  }
  if (user.roleType !== "tea") {
    return (
      <div className="eos-mobile-page">
        <ErrorBlock status="empty" title={t("teaGrowth.mobile.teachersOnly")} description="" />
      </div>
    );
  }
  return <MobileRecord />;
}

function MobileRecord() {
  const { t } = useTranslation();
  const growth = useGrowthRecord(undefined);
  const data = growth.record.data;
  const models = growth.models.data ?? [];
  const failed = growth.record.error ?? growth.models.error;
  return (
    <div className="eos-mobile-page eos-eval-mobile" data-testid="mobile-growth-page">
      {models.length > 1 ? (
        <Selector
          columns={2}
          value={growth.modelId === undefined ? [] : [growth.modelId]}
          onChange={(v) => {
            if (v[0] !== undefined) growth.setModelId(v[0]);
          }}
          options={models.map((m) => ({ value: m.id, label: m.name }))}
          data-testid="mobile-growth-model"
        />
      ) : null}
      {growth.noModel ? (
        <ErrorBlock status="empty" title={t("teaGrowth.noModel")} description="" />
      ) : failed && !data ? (
        <ErrorBlock status="default" title={t("teaGrowth.record.loadFailed")} description={failed.message}>
          <Button color="primary" onClick={() => void growth.record.refetch()}>
            {t("common.retry")}
          </Button>
        </ErrorBlock>
      ) : data ? (
        <TeacherRecordView record={data} compact />
      ) : (
        <div className="eos-mobile-loading">
          <DotLoading />
        </div>
      )}
    </div>
  );
}
