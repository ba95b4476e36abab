import { useQuery } from "@tanstack/react-query";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fetchMyChildren } from "../../../api/parentChildren.ts";
import { getToken, getUserInfo } from "../../../api/session.ts";
import { ChildSwitcher } from "../../../components/ChildSwitcher.tsx";
import { PassportDownloadButton } from "./PassportDownloadButton.tsx";
import { PassportLoader } from "./PassportLoader.tsx";
import { PassportNoticeCard } from "./PassportNoticeCard.tsx";
import { downloadPassportPdf } from "./passportApi.ts";
import { useSchoolYears } from "./useSchoolYears.ts";
import { YearSelect } from "./YearSelect.tsx";
import "./passport.css";

/** /m/passport: the signed-in student's passport, or a parent's current child's, for a school year. */
export function MobilePassportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = getToken() ? getUserInfo() : null;
  const parent = user?.roleType === "p";
  const children = useQuery({ queryKey: ["myChildren"], queryFn: fetchMyChildren, enabled: parent });
  const childId = children.data?.find((c) => c.current)?.id;
  const [schoolYearId, setSchoolYearId] = useState<number>();
  const schoolYears = useSchoolYears();
  // Wait for the current year to be chosen; a school without years gets the server's default.
  const yearReady = !schoolYears.isLoading && (schoolYearId !== undefined || schoolYears.years.length === 0);

  if (!user) {
    return (
      <div className="eos-mobile-page">
        <section className="eos-mobile-sign-in">
          <p>{t("passport.signIn")}</p>
          <Button block color="primary" size="large" onClick={() => void navigate("/m/login")}>
            {t("common.signIn")}
          </Button>
        </section>
      </div>
    );
  }
  // The server answers the signed-in student's own passport, or the parent's current child's: no studentId.
  const query = { schoolYearId };
  return (
    <div className="eos-mobile-page eos-passport-mobile" data-testid="mobile-passport-page">
      {parent ? <ChildSwitcher /> : null}
      <YearSelect
        value={schoolYearId}
        onChange={setSchoolYearId}
        className="eos-passport-mobile__year"
        testId="passport-year"
      />
      {yearReady && (!parent || childId !== undefined) ? (
        <>
          <PassportLoader query={query} scope={childId} />
          <PassportNoticeCard query={query} scope={childId} />
          <PassportDownloadButton
            label={t("passport.downloadPdf")}
            block
            download={() => downloadPassportPdf(query)}
            testId="passport-download-pdf"
          />
        </>
      ) : null}
    </div>
  );
}
