import { DownloadOutlined, NotificationOutlined, TableOutlined, UploadOutlined } from "@ant-design/icons";
import type { TaskCompletion } from "@eos/contracts";
import { type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Result, Skeleton, Typography } from "antd";
import type { TFunction } from "i18next";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePermissions } from "../../../api/usePermissions.ts";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { FormImportModal } from "../../forms/values/FormImportModal.tsx";
import { ConsolePageHeader } from "../../people/ConsolePageHeader.tsx";
import { dateTime16 } from "./deadline.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import { fetchCompletion, remindMissing } from "./progressApi.ts";
import { TaskClassesCard } from "./TaskClassesCard.tsx";
import { TaskPeopleCard } from "./TaskPeopleCard.tsx";
import { downloadMissing, downloadTaskValues } from "./taskExport.ts";
import "../../people/people.css";
import "./progress.css";

const periodText = (t: TFunction, c: TaskCompletion): string => {
  if (!c.periodStart) return t("progress.stats.noPeriod");
  const start = dateTime16(c.periodStart);
  return c.periodEnd
    ? t("progress.stats.period", { start, end: dateTime16(c.periodEnd) })
    : t("progress.stats.periodOpen", { start });
};

/** "Remind all missing" (after confirming) and "Export missing list", for one class or all. */
function useStatsActions(taskId: number, classId: number | undefined, completion?: TaskCompletion) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const className = completion?.classes.find((c) => c.classId === classId)?.className;
  const remind = () =>
    modal.confirm({
      title: className
        ? t("progress.stats.remindClassTitle", { className })
        : t("progress.stats.remindTitle"),
      content: t("progress.stats.remindHint"),
      okText: t("progress.stats.remindOk"),
      cancelText: t("progress.stats.cancel"),
      okButtonProps: { "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: async () => {
        const answer = await remindMissing(taskId, classId);
        void message.success(t("progress.stats.reminded", { count: answer.notified }));
      },
    });
  const exportMissing = async () => {
    setExporting(true);
    try {
      const name = [completion?.taskName, className, t("progress.stats.exportFile")].filter(Boolean);
      await downloadMissing(taskId, classId, `${name.join("-")}.xlsx`);
      void message.success(t("progress.stats.exported"));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };
  const exportValues = async () => {
    if (!completion) return;
    setExporting(true);
    try {
      await downloadTaskValues(completion.formId, taskId, `${completion.taskName}.xlsx`);
      void message.success(t("progress.stats.exported"));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };
  return { remind, exportMissing, exportValues, exporting };
}

/** The current period and the overall completion bar, or the load error with a retry. */
function TaskSummaryCard({ completion }: { completion: UseQueryResult<TaskCompletion> }) {
  const { t } = useTranslation();
  const data = completion.data;
  if (completion.isError)
    return (
      <Card className="eos-page__card">
        <LoadFailed
          title={t("progress.stats.loadFailed")}
          error={completion.error}
          onRetry={() => void completion.refetch()}
        />
      </Card>
    );
  return (
    <Card className="eos-page__card">
      {data ? (
        <div className="eos-stats-summary">
          <Typography.Text data-testid="task-stats-period">{periodText(t, data)}</Typography.Text>
          <Typography.Text strong>{t("progress.stats.overall")}</Typography.Text>
          <div className="eos-stats-summary__bar">
            <ProgressBar filled={data.filled} expected={data.expected} />
          </div>
          <Link to="/admin/progress">{t("progress.stats.back")}</Link>
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}

/** /admin/tasks/:id/stats: a task's completion in its current period, by class and person, with reminders. */
export function TaskStatsPage() {
  const { t } = useTranslation();
  const taskId = Number(useParams().id);
  const valid = Number.isInteger(taskId) && taskId > 0;
  const [classId, setClassId] = useState<number | undefined>();
  const completion = useQuery({
    queryKey: ["taskCompletion", taskId],
    queryFn: () => fetchCompletion(taskId),
    enabled: valid,
  });
  const data = completion.data;
  const actions = useStatsActions(taskId, classId, data);
  const canExportValues = usePermissions().can("forms.data");
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const imported = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ["taskCompletion", taskId] });
    void queryClient.invalidateQueries({ queryKey: ["taskPeople"] });
  }, [queryClient, taskId]);
  if (!valid) return <Result status="404" title={t("progress.stats.loadFailed")} />;
  const extra = (
    <>
      <Button icon={<NotificationOutlined />} onClick={actions.remind} data-testid="task-remind">
        {t("progress.stats.remind")}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={actions.exporting}
        onClick={() => void actions.exportMissing()}
        data-testid="task-export-missing"
      >
        {t("progress.stats.export")}
      </Button>
      {data ? (
        <Link to={`/admin/forms/${data.formId}/data?taskId=${taskId}`} data-testid="task-values">
          <Button icon={<TableOutlined />}>{t("progress.stats.values")}</Button>
        </Link>
      ) : null}
      {canExportValues ? (
        <Button
          icon={<DownloadOutlined />}
          loading={actions.exporting}
          onClick={() => void actions.exportValues()}
          data-testid="task-export-values"
        >
          {t("progress.stats.exportValues")}
        </Button>
      ) : null}
      {canExportValues && data ? (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="task-import-values">
          {t("progress.stats.importValues")}
        </Button>
      ) : null}
    </>
  );
  return (
    <div className="eos-page" data-testid="task-stats-page">
      <ConsolePageHeader
        area="console.menu.forms"
        title={data?.taskName ?? t("progress.stats.title")}
        testId="task-stats-title"
        extra={extra}
      />
      <TaskSummaryCard completion={completion} />
      <TaskClassesCard classes={data?.classes ?? []} loading={completion.isFetching} onPick={setClassId} />
      <TaskPeopleCard
        taskId={taskId}
        review={data?.needReview ? { formId: data.formId } : undefined}
        classes={data?.classes ?? []}
        classId={classId}
        onClassId={setClassId}
      />
      {data ? (
        <FormImportModal
          formId={data.formId}
          taskId={taskId}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={imported}
        />
      ) : null}
    </div>
  );
}
