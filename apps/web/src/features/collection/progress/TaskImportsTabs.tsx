import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Alert, Card, Empty, Input, Space, Table, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TaskImportsTab } from "./TaskImportsTab.tsx";
import { fetchJoinUsers, type JoinUser } from "./taskImportsApi.ts";

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
            children: <TaskImportsTab taskId={taskId} onChanged={onChanged} />,
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
