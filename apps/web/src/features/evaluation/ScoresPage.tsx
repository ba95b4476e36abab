import { useQuery } from "@tanstack/react-query";
import { Card, Empty, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchStudentPage, peopleQueryKey } from "../../components/memberApi.ts";
import { OrgTreePicker } from "../../components/OrgTreePicker.tsx";
import { TermSelect } from "../../components/TermSelect.tsx";
import { EvaluationHeader } from "./EvaluationHeader.tsx";
import { StudentScoresLoader } from "./StudentScoresLoader.tsx";

/** /admin/scores: staff pick a term, a class and a student, and see that student's scores and lineage. */
export function ScoresPage() {
  const { t } = useTranslation();
  const [termId, setTermId] = useState<number>();
  const [classId, setClassId] = useState<number>();
  const [studentId, setStudentId] = useState<number>();
  const studentsQuery = { page: 1, size: 200, orgId: classId };
  const students = useQuery({
    queryKey: peopleQueryKey("student", studentsQuery),
    queryFn: () => fetchStudentPage(studentsQuery),
    enabled: classId !== undefined,
  });

  return (
    <div className="eos-page eos-eval-stack" data-testid="scores-page">
      <EvaluationHeader title={t("evaluation.scores.title")} testId="scores-title" />
      <Card className="eos-page__card">
        <search className="eos-eval-filters" style={{ marginBottom: 0 }}>
          <TermSelect value={termId} onChange={setTermId} testId="scores-term" />
          <OrgTreePicker
            kinds={["class"]}
            className="eos-eval-filters__field"
            value={classId}
            onChange={(id) => {
              setClassId(id);
              setStudentId(undefined);
            }}
            aria-label={t("evaluation.scores.class")}
            placeholder={t("evaluation.scores.class")}
            data-testid="scores-class"
          />
          <Select<number>
            className="eos-eval-filters__field"
            value={studentId}
            onChange={setStudentId}
            disabled={classId === undefined}
            loading={students.isFetching}
            showSearch={{ optionFilterProp: "label" }}
            placeholder={t("evaluation.scores.studentPlaceholder")}
            aria-label={t("evaluation.scores.student")}
            options={(students.data?.list ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} ${s.studentNo}`,
            }))}
            data-testid="scores-student"
          />
        </search>
      </Card>
      {studentId !== undefined && termId !== undefined ? (
        <StudentScoresLoader query={{ studentId, termId }} />
      ) : (
        <Card className="eos-page__card">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("evaluation.scores.pickHint")} />
        </Card>
      )}
    </div>
  );
}
