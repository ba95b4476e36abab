import { useQuery } from "@tanstack/react-query";
import { Alert, Empty, Skeleton, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useRelationLabel } from "./ParentChildren.tsx";
import { fetchStudentParents, studentParentsKey } from "./parentApi.ts";
import "./parents.css";

/** The parents linked to a student, shown (read only) in the student drawer; links are edited on the parents page. */
export function StudentParents({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const relationLabel = useRelationLabel();
  const parents = useQuery({
    queryKey: studentParentsKey(studentId),
    queryFn: () => fetchStudentParents(studentId),
  });
  return (
    <section className="eos-student-parents" aria-label={t("people.students.parents")}>
      <Typography.Title level={5}>{t("people.students.parents")}</Typography.Title>
      {parents.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {parents.error ? (
        <Alert type="warning" showIcon title={t("people.students.parentsLoadFailed")} />
      ) : null}
      {parents.data && parents.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("people.students.noParents")} />
      ) : null}
      {parents.data && parents.data.length > 0 ? (
        <ul className="eos-person-list" data-testid="student-parents">
          {parents.data.map((p) => (
            <li key={p.id} className="eos-person-list__item">
              <Space size={4} wrap>
                <Typography.Text strong>{p.name}</Typography.Text>
                <Tag>{relationLabel(p.relation)}</Tag>
              </Space>
              <Typography.Text type="secondary">{p.phone}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
