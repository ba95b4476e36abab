import { Card, Empty, Select, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePermissions } from "../../../api/usePermissions.ts";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { TermSelect } from "../../../components/TermSelect.tsx";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { TeacherRecordView } from "./TeacherRecordView.tsx";
import { useGrowthRecord } from "./useGrowthRecord.ts";

/**
 * /admin/tea-growth/mine: the signed-in teacher's growth record; /admin/tea-growth/teacher/:id: a teacher's,
 * for staff (the server refuses others). A model and a term can be picked.
 */
export function TeacherRecordPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const teacherId = id === undefined ? undefined : Number(id);
  const growth = useGrowthRecord(teacherId);
  const { can, isAdmin } = usePermissions();
  const staff = isAdmin || can("evaluation.teacherGrowth");
  const data = growth.record.data;
  const title =
    teacherId === undefined
      ? t("teaGrowth.record.mine")
      : t("teaGrowth.record.title", { name: data?.teacherName ?? "" });

  const body = () => {
    if (growth.noModel) {
      return (
        <Card className="eos-page__card">
          <Empty
            description={
              staff ? (
                <Link to="/admin/tea-growth/models/new">{t("teaGrowth.createModel")}</Link>
              ) : (
                t("teaGrowth.noModel")
              )
            }
            data-testid="record-no-model"
          />
        </Card>
      );
    }
    if ((growth.record.error || growth.models.error) && !data) {
      const error = growth.record.error ?? growth.models.error;
      return (
        <Card className="eos-page__card">
          <LoadFailed
            title={t("teaGrowth.record.loadFailed")}
            error={error}
            onRetry={() => void (growth.models.error ? growth.models.refetch() : growth.record.refetch())}
          />
        </Card>
      );
    }
    if (!data)
      return (
        <Card className="eos-page__card">
          <Skeleton active />
        </Card>
      );
    return <TeacherRecordView record={data} teacherId={teacherId} />;
  };

  return (
    <div className="eos-page eos-eval-stack" data-testid="teacher-record-page">
      <EvaluationHeader
        title={title}
        testId="teacher-record-title"
        parent={
          teacherId !== undefined ? { title: t("teaGrowth.record.back"), to: "/admin/tea-growth" } : undefined
        }
        extra={
          <span className="eos-eval-filters">
            <Select<number>
              className="eos-eval-filters__field"
              value={growth.modelId}
              onChange={growth.setModelId}
              loading={growth.models.isLoading}
              aria-label={t("teaGrowth.list.model")}
              options={(growth.models.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
              data-testid="record-model"
            />
            <TermSelect value={growth.termId} onChange={growth.setTermId} testId="record-term" />
          </span>
        }
      />
      {body()}
    </div>
  );
}
