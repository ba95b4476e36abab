import { PlusOutlined } from "@ant-design/icons";
import type { FormListItem } from "@eos/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Empty, Input, Result, Space, Table, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../../components/format.ts";
import { CreateFormModal } from "./CreateFormModal.tsx";
import { deleteForm, type FormsQuery, fetchForms, formsKey } from "./formsListApi.ts";
import "../../../components/consolePage.css";

const sortable = new Set(["name", "updatedAt"]);

type Sorter = { columnKey?: unknown; order?: "ascend" | "descend" | null };

/** /admin/forms: the school's forms, paged, searched and sorted, with design, fill, data and delete. */
export function FormsListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<FormsQuery>({ page: 1, size: 20 });
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: formsKey(query),
    queryFn: () => fetchForms(query),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;
  const rows = list.data?.list ?? [];

  const confirmDelete = (row: FormListItem) =>
    modal.confirm({
      title: t("formsDesigner.list.deleteTitle", { name: row.name }),
      content: t("formsDesigner.list.deleteHint"),
      okText: t("formsDesigner.list.delete"),
      cancelText: t("formsDesigner.list.cancel"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: async () => {
        await deleteForm(row.id);
        void message.success(t("formsDesigner.list.deleted"));
        const last = Math.max(1, Math.ceil((total - 1) / query.size));
        setQuery((q) => ({ ...q, page: Math.min(q.page, last) }));
        await queryClient.invalidateQueries({ queryKey: formsKey() });
      },
    });

  const sortOrder = (key: string) => (query.sortField === key ? (query.sortOrder ?? null) : null);
  const columns: NonNullable<TableProps<FormListItem>["columns"]> = [
    {
      key: "name",
      title: t("formsDesigner.list.name"),
      sorter: true,
      sortOrder: sortOrder("name"),
      render: (_, row) => <Link to={`/admin/forms/${row.id}/design`}>{row.name}</Link>,
    },
    {
      key: "version",
      title: t("formsDesigner.list.version"),
      render: (_, row) => (
        <Space size={4} wrap>
          {row.version === null ? (
            <Tag>{t("formsDesigner.list.notReleased")}</Tag>
          ) : (
            <Tag color="green">{t("formsDesigner.list.versionN", { version: row.version })}</Tag>
          )}
          {row.version !== null && row.draftChanged ? (
            <Tag color="orange" data-testid={`form-unreleased-${row.id}`}>
              {t("formsDesigner.list.unreleased")}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { key: "itemCount", dataIndex: "itemCount", title: t("formsDesigner.list.items") },
    { key: "valueCount", dataIndex: "valueCount", title: t("formsDesigner.list.values") },
    {
      key: "updatedAt",
      title: t("formsDesigner.list.updatedAt"),
      sorter: true,
      sortOrder: sortOrder("updatedAt"),
      render: (_, row) => formatTime(row.updatedAt),
    },
    {
      key: "actions",
      title: t("formsDesigner.list.actions"),
      render: (_, row) => (
        <Space size={0} wrap className="eos-people-row-actions">
          <Link to={`/admin/forms/${row.id}/design`} data-testid={`form-design-${row.id}`}>
            <Button type="link" size="small">
              {t("formsDesigner.list.design")}
            </Button>
          </Link>
          {row.version !== null ? (
            <Link to={`/admin/forms/${row.id}/fill`} data-testid={`form-fill-${row.id}`}>
              <Button type="link" size="small">
                {t("formsDesigner.list.fill")}
              </Button>
            </Link>
          ) : null}
          <Link to={`/admin/forms/${row.id}/data`} data-testid={`form-data-${row.id}`}>
            <Button type="link" size="small">
              {t("formsDesigner.list.data")}
            </Button>
          </Link>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => confirmDelete(row)}
            data-testid={`form-delete-${row.id}`}
          >
            {t("formsDesigner.list.delete")}
          </Button>
        </Space>
      ),
    },
  ];

  const onChange: TableProps<FormListItem>["onChange"] = (paging, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as Sorter;
    const key = String(s?.columnKey ?? "");
    const sortField = s?.order && sortable.has(key) ? key : undefined;
    const order = sortField ? (s.order ?? undefined) : undefined;
    setQuery((q) => {
      const size = paging.pageSize ?? q.size;
      const resorted = sortField !== q.sortField || order !== q.sortOrder;
      const page = size !== q.size || resorted ? 1 : (paging.current ?? q.page);
      return { ...q, page, size, sortField, sortOrder: order };
    });
  };

  return (
    <div className="eos-page" data-testid="forms-page">
      <ConsolePageHeader
        area="console.menu.forms"
        title={t("formsDesigner.list.title")}
        testId="forms-title"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="forms-create"
          >
            {t("formsDesigner.list.create")}
          </Button>
        }
      />
      <search className="eos-people-filters">
        <Input.Search
          className="eos-people-filters__search"
          allowClear
          placeholder={t("formsDesigner.list.search")}
          aria-label={t("formsDesigner.list.search")}
          onSearch={(value) => setQuery((q) => ({ ...q, keyword: value.trim() || undefined, page: 1 }))}
          data-testid="forms-search"
        />
      </search>
      {list.error && rows.length === 0 ? (
        <Card className="eos-page__card">
          <Result
            status="warning"
            title={t("formsDesigner.list.loadFailed")}
            subTitle={list.error.message}
            extra={
              <Button onClick={() => void list.refetch()} data-testid="forms-retry">
                {t("formsDesigner.list.retry")}
              </Button>
            }
          />
        </Card>
      ) : (
        <Card className="eos-page__card eos-people-table-card">
          <div data-testid="forms-table">
            <Table<FormListItem>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={list.isFetching}
              scroll={{ x: "max-content" }}
              onChange={onChange}
              locale={{
                emptyText: (
                  <Empty
                    description={
                      query.keyword ? t("formsDesigner.list.noMatch") : t("formsDesigner.list.empty")
                    }
                  />
                ),
              }}
              pagination={{
                current: query.page,
                pageSize: query.size,
                total,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
              }}
            />
          </div>
        </Card>
      )}
      <CreateFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: formsKey() });
          void navigate(`/admin/forms/${id}/design`);
        }}
      />
    </div>
  );
}
