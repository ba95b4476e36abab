import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchStudentPage, peopleQueryKey } from "../../../components/memberApi.ts";
import { OrgTreePicker } from "../../../components/OrgTreePicker.tsx";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { PassportDownloadButton } from "./PassportDownloadButton.tsx";
import { PassportLoader } from "./PassportLoader.tsx";
import { PassportNoticeCard } from "./PassportNoticeCard.tsx";
import { downloadClassPassports, downloadPassportPdf } from "./passportApi.ts";
import { YearSelect } from "./YearSelect.tsx";

/** /admin/passports/view: teachers and staff pick a year, a class and a student, see the passport, download PDFs. */
export function PassportViewPage() {
  const { t } = useTranslation();
  const [schoolYearId, setSchoolYearId] = useState<number>();
  const [classId, setClassId] = useState<number>();
  const [studentId, setStudentId] = useState<number>();
  const studentsQuery = { page: 1, size: 200, orgId: classId };
  const students = useQuery({
    queryKey: peopleQueryKey("student", studentsQuery),
    queryFn: () => fetchStudentPage(studentsQuery),
    enabled: classId !== undefined,
  });
  const ready = studentId !== undefined && schoolYearId !== undefined;
  return (
    <div className="eos-page eos-eval-stack" data-testid="passport-view-page">
      <EvaluationHeader
        title={t("passport.viewTitle")}
        testId="passport-view-title"
        parent={{ title: t("passport.modelsTitle"), to: "/admin/passports" }}
        extra={
          <Space wrap>
            <PassportDownloadButton
              label={t("passport.downloadPdf")}
              disabled={!ready}
              download={() => downloadPassportPdf({ studentId, schoolYearId })}
              testId="passport-download-pdf"
            />
            <PassportDownloadButton
              label={t("passport.downloadClass")}
              disabled={classId === undefined}
              download={() => downloadClassPassports(classId as number, schoolYearId)}
              testId="passport-download-class"
            />
          </Space>
        }
      />
      <Card className="eos-page__card">
        <search className="eos-eval-filters" style={{ marginBottom: 0 }}>
          <YearSelect value={schoolYearId} onChange={setSchoolYearId} testId="passport-year" />
          <OrgTreePicker
            kinds={["class"]}
            className="eos-eval-filters__field"
            value={classId}
            onChange={(id) => {
              setClassId(id);
              setStudentId(undefined);
            }}
            aria-label={t("passport.class")}
            placeholder={t("passport.class")}
            data-testid="passport-class"
          />
          <Select<number>
            className="eos-eval-filters__field"
            value={studentId}
            onChange={setStudentId}
            disabled={classId === undefined}
            loading={students.isFetching}
            showSearch={{ optionFilterProp: "label" }}
            placeholder={t("passport.studentPlaceholder")}
            aria-label={t("passport.student")}
            options={(students.data?.list ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} ${s.studentNo}`,
            }))}
            data-testid="passport-student"
          />
        </search>
      </Card>
      {ready ? (
        <>
          <PassportLoader query={{ studentId, schoolYearId }} />
          <PassportNoticeCard query={{ studentId, schoolYearId }} />
        </>
      ) : (
        <Card className="eos-page__card">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("passport.pickHint")} />
        </Card>
      )}
    </div>
  );
}
