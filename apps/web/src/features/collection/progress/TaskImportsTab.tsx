import type { FormImport } from "@eos/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Empty,
  Progress,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ImportUpdateModal } from "./ImportUpdateModal.tsx";
import { TaskImportHeader } from "./TaskImportHeader.tsx";
import {
  deleteTaskImport,
  downloadErrorRows,
  FINISHED,
  fetchImportCounts,
  fetchTaskImports,
  syncCheckedImport,
  type TaskImport,
  updateImportState,
} from "./taskImportsApi.ts";

const STATE_COLORS: Record<FormImport["state"], string> = {
  waiting: "default",
  running: "processing",
  done: "success",
  failed: "error",
  cancelled: "default",
  refused: "warning",
};

const asksAttention = (r: TaskImport) =>
  r.acknowledgedAt === null &&
  (r.state === "failed" || r.state === "refused" || (r.state === "done" && r.problems.length > 0));
const updatable = (r: TaskImport) =>
  r.state === "done" && !r.dryRun && !r.legacy && r.replacedBy === null && r.updatingId === null;

/** The import's links and kind under its file name: an update, replaced, being updated, a check, legacy. */
function ImportTags({ row }: { row: TaskImport }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {row.replacesId !== null ? (
        <Tag color="blue">{t("taskImports.imports.updateOf", { id: row.replacesId })}</Tag>
      ) : null}
      {row.replacedBy !== null ? (
        <Tag>{t("taskImports.imports.replacedBy", { id: row.replacedBy })}</Tag>
      ) : null}
      {row.updatingId !== null ? (
        <Tag color="processing">{t("taskImports.imports.updatingBy", { id: row.updatingId })}</Tag>
      ) : null}
      {row.dryRun ? <Tag>{t("taskImports.imports.checkOnly")}</Tag> : null}
      {row.syncedFrom ? <Tag>{t("taskImports.imports.syncedFrom", { id: row.syncedFrom })}</Tag> : null}
      {row.syncedBy ? (
        <Tag color="green">{t("taskImports.imports.syncedBy", { id: row.syncedBy })}</Tag>
      ) : null}
      {row.legacy ? (
        <Tooltip title={t("taskImports.imports.legacyHint")}>
          <Tag color="orange" data-testid={`import-legacy-${row.id}`}>
            {t("taskImports.imports.legacy")}
          </Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** Running, waiting and done counts with the overall percent, and how many ask for attention. */
function ImportCountsBar({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const counts = useQuery({
    queryKey: ["taskImports", taskId, "counts"],
    queryFn: () => fetchImportCounts(taskId),
    refetchInterval: (q) => ((q.state.data?.running ?? 0) + (q.state.data?.waiting ?? 0) > 0 ? 3000 : false),
  });
  const c = counts.data;
  if (!c) return null;
  return (
    <Space orientation="vertical" style={{ width: "100%" }} data-testid="import-counts">
      <Space wrap>
        <Typography.Text type="secondary">{t("taskImports.imports.summary", c)}</Typography.Text>
        {c.percent !== null ? (
          <Space>
            <Typography.Text>
              {t("taskImports.imports.summaryPercent", { percent: c.percent })}
            </Typography.Text>
            <Progress percent={c.percent} size="small" style={{ width: 120 }} showInfo={false} />
          </Space>
        ) : null}
      </Space>
      {c.attention > 0 ? (
        <Alert type="warning" showIcon title={t("taskImports.imports.attention", { count: c.attention })} />
      ) : null}
    </Space>
  );
}

/** Delete after confirming (a legacy import: forget only its record), and the two state moves. */
function useImportChanges(taskId: number, onChanged: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["taskImports", taskId] });
  const remove = (row: TaskImport) =>
    modal.confirm({
      title: t(row.legacy ? "taskImports.imports.forgetTitle" : "taskImports.imports.delTitle"),
      content: row.legacy
        ? t("taskImports.imports.forgetHint")
        : t("taskImports.imports.delHint", { count: row.values }),
      okText: t(row.legacy ? "taskImports.imports.forget" : "taskImports.imports.delOk"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      cancelText: t("taskImports.imports.cancel"),
      onOk: async () => {
        const answer = await deleteTaskImport(row.id, row.legacy);
        void message.success(
          row.legacy
            ? t("taskImports.imports.forgotten")
            : t("taskImports.imports.deleted", { count: answer.values }),
        );
        refresh();
        onChanged();
      },
    });
  const sync = (row: TaskImport) =>
    modal.confirm({
      title: t("taskImports.imports.syncTitle"),
      content: t("taskImports.imports.syncHint", {
        ok: row.imported,
        bad: new Set(row.problems.map((p) => p.row)).size,
        file: row.fileName,
      }),
      okText: t("taskImports.imports.syncOk"),
      okButtonProps: { "data-testid": "sync-ok" } as never,
      cancelText: t("taskImports.imports.cancel"),
      onOk: async () => {
        const started = await syncCheckedImport(row.id);
        void message.success(t("taskImports.imports.syncStarted", { id: started.id }));
        refresh();
        onChanged();
      },
    });
  const move = async (row: TaskImport, action: "cancel" | "acknowledge") => {
    await updateImportState(row.id, action);
    void message.success(
      t(action === "cancel" ? "taskImports.imports.cancelled" : "taskImports.imports.acknowledged"),
    );
    refresh();
  };
  return { remove, move, sync };
}

/**
 * The row's actions: error rows, update, import a check's rows, cancel, mark as seen, delete (or, legacy,
 * forget the record).
 */
function useRowActions(taskId: number, onChanged: () => void, onUpdate: (r: TaskImport) => void) {
  const { t } = useTranslation();
  const { remove, move, sync } = useImportChanges(taskId, onChanged);
  return (r: TaskImport) => (
    <Space size={0} wrap>
      {r.problems.length > 0 && FINISHED.has(r.state) ? (
        <Button type="link" size="small" onClick={() => void downloadErrorRows(r.id)}>
          {t("taskImports.imports.errors")}
        </Button>
      ) : null}
      {updatable(r) ? (
        <Button type="link" size="small" onClick={() => onUpdate(r)} data-testid={`import-update-${r.id}`}>
          {t("taskImports.imports.update")}
        </Button>
      ) : null}
      {r.syncable ? (
        <Button type="link" size="small" onClick={() => sync(r)} data-testid={`import-sync-${r.id}`}>
          {t("taskImports.imports.sync")}
        </Button>
      ) : null}
      {r.state === "waiting" ? (
        <Button
          type="link"
          size="small"
          onClick={() => void move(r, "cancel")}
          data-testid={`import-cancel-${r.id}`}
        >
          {t("taskImports.imports.cancelImport")}
        </Button>
      ) : null}
      {asksAttention(r) ? (
        <Button
          type="link"
          size="small"
          onClick={() => void move(r, "acknowledge")}
          data-testid={`import-ack-${r.id}`}
        >
          {t("taskImports.imports.acknowledge")}
        </Button>
      ) : null}
      <Button
        type="link"
        size="small"
        danger
        disabled={r.state === "running" || r.updatingId !== null}
        onClick={() => remove(r)}
        data-testid={`import-del-${r.id}`}
      >
        {t(r.legacy ? "taskImports.imports.forget" : "taskImports.imports.del")}
      </Button>
    </Space>
  );
}

function useColumns(actions: (r: TaskImport) => React.ReactNode): TableColumnsType<TaskImport> {
  const { t } = useTranslation();
  return [
    {
      title: t("taskImports.imports.file"),
      dataIndex: "fileName",
      width: 220,
      render: (name: string, r) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text
            ellipsis={{ tooltip: name }}
            style={{ maxWidth: 200 }}
          >{`#${r.id} ${name}`}</Typography.Text>
          <ImportTags row={r} />
        </Space>
      ),
    },
    {
      title: t("taskImports.imports.state"),
      dataIndex: "state",
      render: (s: FormImport["state"]) => (
        <Tag color={STATE_COLORS[s]}>{t(`taskImports.imports.states.${s}`)}</Tag>
      ),
    },
    {
      title: t("taskImports.imports.percent"),
      dataIndex: "percent",
      width: 140,
      render: (p: number, r) => (
        <Progress
          percent={p}
          size="small"
          status={r.state === "failed" || r.state === "refused" ? "exception" : undefined}
        />
      ),
    },
    { title: t("taskImports.imports.rows"), dataIndex: "total" },
    { title: t("taskImports.imports.imported"), dataIndex: "imported" },
    { title: t("taskImports.imports.values"), dataIndex: "values" },
    {
      title: t("taskImports.imports.problems"),
      render: (_, r) => new Set(r.problems.map((p) => p.row)).size,
    },
    {
      title: t("taskImports.imports.createdAt"),
      dataIndex: "createdAt",
      render: (v: string) => new Date(v).toLocaleString(),
    },
    { title: t("taskImports.imports.actions"), fixed: "right", width: 170, render: (_, r) => actions(r) },
  ];
}

/**
 * The task's imports: counts and overall progress, then each import with its state, percent, rows and
 * values, and its actions (error rows, update with a new file, cancel, mark as seen, delete after confirming).
 */
export function TaskImportsTab({ taskId, onChanged }: { taskId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [updating, setUpdating] = useState<TaskImport | null>(null);
  const query = useQuery({
    queryKey: ["taskImports", taskId, page, size],
    queryFn: () => fetchTaskImports(taskId, page, size),
    placeholderData: keepPreviousData,
    // A running import's percent moves: look again every few seconds while one runs.
    refetchInterval: (q) => (q.state.data?.list.some((i) => !FINISHED.has(i.state)) ? 3000 : false),
  });
  const actions = useRowActions(taskId, onChanged, setUpdating);
  const columns = useColumns(actions);
  if (query.isError)
    return (
      <Alert type="error" showIcon title={t("taskImports.imports.loadFailed")} data-testid="imports-error" />
    );
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ["taskImports", taskId] });
    onChanged();
  };
  return (
    <Space orientation="vertical" style={{ width: "100%" }} data-testid="task-imports">
      <TaskImportHeader taskId={taskId} />
      <ImportCountsBar taskId={taskId} />
      <Table<TaskImport>
        rowKey="id"
        size="small"
        scroll={{ x: 1000 }}
        loading={query.isFetching && !query.data}
        dataSource={query.data?.list ?? []}
        locale={{ emptyText: <Empty description={t("taskImports.imports.empty")} /> }}
        pagination={{
          current: page,
          pageSize: size,
          total: query.data?.total ?? 0,
          onChange: (p, s) => {
            setPage(p);
            setSize(s);
          },
        }}
        columns={columns}
      />
      {updating ? (
        <ImportUpdateModal row={updating} onClose={() => setUpdating(null)} onChanged={changed} />
      ) : null}
    </Space>
  );
}
