import type { FormImport, Page } from "@eos/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Empty, Input, Progress, Space, Table, Tabs, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { request } from "../../../api/request.ts";
import { downloadFile } from "../../forms/values/formDataApi.ts";

export type TaskImport = FormImport & { values: number; createdBy: number | null };
export type JoinUser = {
  userId: number;
  userName: string;
  userType: number | null;
  values: number;
  lastFilledAt: string;
};

export const fetchTaskImports = (taskId: number, page: number, size: number) =>
  request<Page<TaskImport>>({ url: "/v3/formImport/page", params: { taskId, page, size }, noCache: true });

export const deleteTaskImport = (id: number) =>
  request<{ values: number }>({ method: "POST", url: "/v3/formImport/del", json: true, data: { id } });

export const fetchJoinUsers = (taskId: number, page: number, size: number, keyword?: string) =>
  request<Page<JoinUser>>({
    url: "/v3/task/joinUser/page",
    params: { taskId, page, size, keyword },
    noCache: true,
  });

const STATE_COLORS: Record<FormImport["state"], string> = {
  waiting: "default",
  running: "processing",
  done: "success",
  failed: "error",
};

/** The task's imports: state, percent, rows, error rows, and delete (with the values it stored) after confirming. */
function ImportsTab({ taskId, onChanged }: { taskId: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const query = useQuery({
    queryKey: ["taskImports", taskId, page, size],
    queryFn: () => fetchTaskImports(taskId, page, size),
    placeholderData: keepPreviousData,
    // A running import's percent moves: look again every few seconds while one runs.
    refetchInterval: (q) =>
      q.state.data?.list.some((i) => i.state === "waiting" || i.state === "running") ? 3000 : false,
  });
  const remove = (row: TaskImport) =>
    modal.confirm({
      title: t("taskImports.imports.delTitle"),
      content: t("taskImports.imports.delHint", { count: row.values }),
      okText: t("taskImports.imports.delOk"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      cancelText: t("taskImports.imports.cancel"),
      onOk: async () => {
        const answer = await deleteTaskImport(row.id);
        void message.success(t("taskImports.imports.deleted", { count: answer.values }));
        void queryClient.invalidateQueries({ queryKey: ["taskImports", taskId] });
        onChanged();
      },
    });
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t("taskImports.imports.loadFailed")}
        data-testid="imports-error"
      />
    );
  return (
    <div data-testid="task-imports">
      <Table<TaskImport>
        rowKey="id"
        size="small"
        scroll={{ x: 900 }}
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
        columns={[
          { title: t("taskImports.imports.file"), dataIndex: "fileName", ellipsis: true },
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
              <Progress percent={p} size="small" status={r.state === "failed" ? "exception" : undefined} />
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
          {
            title: t("taskImports.imports.actions"),
            fixed: "right",
            render: (_, r) => (
              <Space size="small">
                {r.problems.length > 0 && (r.state === "done" || r.state === "failed") ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void downloadFile("import/errors", { id: r.id }, "errors.xlsx")}
                  >
                    {t("taskImports.imports.errors")}
                  </Button>
                ) : null}
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={r.state === "running"}
                  onClick={() => remove(r)}
                  data-testid={`import-del-${r.id}`}
                >
                  {t("taskImports.imports.del")}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}

/** Who filled the task: each filler with how many values and the latest, searched by name. */
function JoinedTab({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [keyword, setKeyword] = useState<string | undefined>();
  const query = useQuery({
    queryKey: ["taskJoinUsers", taskId, page, size, keyword],
    queryFn: () => fetchJoinUsers(taskId, page, size, keyword),
    placeholderData: keepPreviousData,
  });
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Input.Search
        allowClear
        placeholder={t("taskImports.joined.search")}
        style={{ maxWidth: 280 }}
        onSearch={(v) => {
          setKeyword(v.trim() || undefined);
          setPage(1);
        }}
        data-testid="joined-search"
      />
      {query.isError ? (
        <Alert type="error" showIcon message={t("taskImports.joined.loadFailed")} />
      ) : (
        <div data-testid="task-joined">
          <Table<JoinUser>
            rowKey="userId"
            size="small"
            loading={query.isFetching && !query.data}
            dataSource={query.data?.list ?? []}
            locale={{ emptyText: <Empty description={t("taskImports.joined.empty")} /> }}
            pagination={{
              current: page,
              pageSize: size,
              total: query.data?.total ?? 0,
              onChange: (p, s) => {
                setPage(p);
                setSize(s);
              },
            }}
            columns={[
              { title: t("taskImports.joined.name"), dataIndex: "userName" },
              {
                title: t("taskImports.joined.role"),
                dataIndex: "userType",
                render: (v: number | null) =>
                  v === null ? "" : t(`taskImports.joined.roles.${String(v) as "0" | "1" | "2"}`),
              },
              { title: t("taskImports.joined.values"), dataIndex: "values" },
              {
                title: t("taskImports.joined.last"),
                dataIndex: "lastFilledAt",
                render: (v: string) => new Date(v).toLocaleString(),
              },
            ]}
          />
        </div>
      )}
    </Space>
  );
}

/** The task page's "Imports" (holders of forms.data) and "Joined" tabs; "About" is the people card above. */
export function TaskImportsTabs({
  taskId,
  canImport,
  onChanged,
}: {
  taskId: number;
  canImport: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  // Chosen by the user; until then the first tab (Imports once permissions have loaded).
  const [active, setActive] = useState<string | undefined>();
  const items = [
    ...(canImport
      ? [
          {
            key: "imports",
            label: t("taskImports.tabs.imports"),
            children: <ImportsTab taskId={taskId} onChanged={onChanged} />,
          },
        ]
      : []),
    { key: "joined", label: t("taskImports.tabs.joined"), children: <JoinedTab taskId={taskId} /> },
  ];
  return (
    <Card className="eos-card" data-testid="task-import-tabs">
      <Tabs
        items={items}
        activeKey={items.some((i) => i.key === active) ? active : items[0].key}
        onChange={setActive}
        destroyOnHidden
      />
    </Card>
  );
}
