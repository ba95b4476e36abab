import { DownloadOutlined, NotificationOutlined, TableOutlined, UploadOutlined } from "@ant-design/icons";
import type { TaskCompletion } from "@eos/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Result } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePermissions } from "../../../api/usePermissions.ts";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { FormImportModal } from "../../forms/index.ts";
import { fetchCompletion, remindMissing } from "./progressApi.ts";
import { TaskClassesCard } from "./TaskClassesCard.tsx";
import { TaskImportsTabs } from "./TaskImportsTabs.tsx";
import { TaskPeopleCard } from "./TaskPeopleCard.tsx";
import { TaskSummaryCard } from "./TaskSummaryCard.tsx";
import { downloadCompletion, downloadMissing, downloadTaskValues } from "./taskExport.ts";
import "../../../components/consolePage.css";
import "./progress.css";

/** "Remind all missing" (after confirming) and the exports, for one class or all, in the period shown. */
function useStatsActions(
  taskId: number,
  classId: number | undefined,
  period: string | undefined,
  completion?: TaskCompletion,
) {
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
  const run = async (download: () => Promise<unknown>, done = t("progress.stats.exported")) => {
    setExporting(true);
    try {
      await download();
      void message.success(done);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };
  const fileName = (what: string) =>
    `${[completion?.taskName, className, what].filter(Boolean).join("-")}.xlsx`;
  const exportMissing = () =>
    run(() => downloadMissing(taskId, classId, fileName(t("progress.stats.exportFile")), period));
  const exportFigures = () =>
    run(
      () =>
        downloadCompletion(
          taskId,
          period,
          `${completion?.taskName ?? ""}-${t("progress.stats.figuresFile")}.xlsx`,
        ),
      t("progress.stats.figuresExported"),
    );
  const exportValues = () =>
    run(async () => {
      if (completion) await downloadTaskValues(completion.formId, taskId, `${completion.taskName}.xlsx`);
    });
  return { remind, exportMissing, exportFigures, exportValues, exporting };
}

/** /admin/tasks/:id/stats: a task's completion in its current (or a chosen past) period, by class and person, with reminders. */
export function TaskStatsPage() {
  const { t } = useTranslation();
  const taskId = Number(useParams().id);
  const valid = Number.isInteger(taskId) && taskId > 0;
  const [classId, setClassId] = useState<number | undefined>();
  // The period shown, by its start; undefined is the current period.
  const [period, setPeriod] = useState<string | undefined>();
  const completion = useQuery({
    queryKey: ["taskCompletion", taskId, period],
    queryFn: () => fetchCompletion(taskId, period),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const data = completion.data;
  const actions = useStatsActions(taskId, classId, period, data);
  const canExportValues = usePermissions().can("forms.data");
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const imported = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ["taskCompletion", taskId] });
    void queryClient.invalidateQueries({ queryKey: ["taskPeople"] });
    void queryClient.invalidateQueries({ queryKey: ["taskImports", taskId] });
    void queryClient.invalidateQueries({ queryKey: ["taskJoinUsers", taskId] });
  }, [queryClient, taskId]);
  if (!valid) return <Result status="404" title={t("progress.stats.loadFailed")} />;
  const extra = (
    <>
      <Button
        icon={<NotificationOutlined />}
        onClick={actions.remind}
        disabled={period !== undefined}
        title={period !== undefined ? t("progress.stats.remindPastHint") : undefined}
        data-testid="task-remind"
      >
        {t("progress.stats.remind")}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={actions.exporting}
        onClick={() => void actions.exportFigures()}
        data-testid="task-export-figures"
      >
        {t("progress.stats.exportFigures")}
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
      <TaskSummaryCard completion={completion} period={period} onPeriod={setPeriod} />
      <TaskClassesCard
        classes={data?.classes ?? []}
        loading={completion.isFetching}
        onPick={setClassId}
        teachers={data?.subjectType === 0}
        timed={Boolean(data?.periodEnd)}
      />
      <TaskPeopleCard
        taskId={taskId}
        period={period}
        review={data?.needReview ? { formId: data.formId } : undefined}
        classes={data?.classes ?? []}
        classId={classId}
        onClassId={setClassId}
        teachers={data?.subjectType === 0}
      />
      <TaskImportsTabs taskId={taskId} canImport={canExportValues} onChanged={imported} />
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
