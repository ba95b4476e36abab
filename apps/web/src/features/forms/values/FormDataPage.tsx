import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { FormValueRow } from "@eos/contracts";
import { displayValue, type FormItem, parseForm, specOf, valueChildren } from "@eos/forms-core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Input, Result, Space, type TableProps, Tag } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { formatTime } from "../../../components/format.ts";
import { ListPage } from "../../../components/ListPage.tsx";
import { useLanguage } from "../../../i18n/useLanguage.ts";
import { BackgroundExportNotice } from "../../exports/index.ts";
import { FormImportModal } from "./FormImportModal.tsx";
import {
  deleteValues,
  downloadFile,
  fetchReleased,
  fetchValues,
  type ValuesQuery,
  valuesKey,
} from "./formDataApi.ts";
import "../../../components/consolePage.css";

/** How many of the form's items the table shows as columns; the export has them all. */
const MAX_ITEM_COLUMNS = 8;

/** Top-level items that hold a value, through layout containers (group records are in the export). */
const columnItems = (items: FormItem[]): FormItem[] =>
  items.flatMap((item) => {
    const spec = specOf(item);
    if (!spec) return [];
    if (spec.holdsChildren && !spec.recordScoped && !spec.holdsValue) return columnItems(valueChildren(item));
    return spec.holdsValue && !spec.recordScoped ? [item] : [];
  });

/** /admin/forms/:id/data: a form's submissions, paged and searched, with view, edit, delete, export and import. */
export function FormDataPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const formId = Number(useParams().id);
  const taskId = Number(useSearchParams()[0].get("taskId")) || undefined;
  const [query, setQuery] = useState<ValuesQuery>({ page: 1, size: 20, taskId });
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const released = useQuery({
    queryKey: ["forms", formId, "released"],
    queryFn: () => fetchReleased(formId),
    retry: false,
  });
  const values = useQuery({
    queryKey: valuesKey(formId, query),
    queryFn: () => fetchValues(formId, query),
    placeholderData: keepPreviousData,
    enabled: released.isSuccess,
  });
  const items = useMemo(
    () => columnItems(parseForm(released.data?.items ?? []).items).slice(0, MAX_ITEM_COLUMNS),
    [released.data],
  );
  const rows = values.data?.list ?? [];
  const total = values.data?.total ?? 0;
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: valuesKey(formId) }),
    [queryClient, formId],
  );

  const confirmDelete = (ids: number[]) =>
    modal.confirm({
      title: t("formsData.deleteTitle", { count: ids.length }),
      content: t("formsData.deleteHint"),
      okText: t("formsData.delete"),
      cancelText: t("formsData.cancel"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      onOk: async () => {
        await deleteValues(formId, ids);
        void message.success(t("formsData.deleted"));
        setSelected([]);
        const last = Math.max(1, Math.ceil((total - ids.length) / query.size));
        setQuery((q) => ({ ...q, page: Math.min(q.page, last) }));
        await refresh();
      },
    });

  const cell = (item: FormItem, row: FormValueRow) => {
    const v = row.values.find((x) => x.itemId === Number(item.id) && x.recordNum === null);
    if (!v) return "";
    const shown = displayValue(item, v.val, language);
    return v.valOther ? `${shown} (${v.valOther})` : shown;
  };

  const columns: NonNullable<TableProps<FormValueRow>["columns"]> = [
    { key: "filler", title: t("formsData.filler"), render: (_, r) => r.userName ?? "—", fixed: "left" },
    { key: "about", title: t("formsData.about"), render: (_, r) => r.belongUserName ?? "" },
    ...items.map((item) => ({
      key: `item-${item.id}`,
      title: item.name,
      ellipsis: true,
      render: (_: unknown, r: FormValueRow) => cell(item, r),
    })),
    {
      key: "version",
      title: t("formsData.version"),
      render: (_, r) => <Tag>{t("formsData.versionN", { version: r.version })}</Tag>,
    },
    { key: "createdAt", title: t("formsData.submittedAt"), render: (_, r) => formatTime(r.createdAt) },
    {
      key: "actions",
      title: t("formsData.actions"),
      // Kept in view when many item columns make the table scroll sideways.
      fixed: "right",
      render: (_, r) => (
        <Space size={0} wrap className="eos-people-row-actions">
          <Link to={`/admin/forms/${formId}/fill?mode=query&formValId=${r.formValId}`}>
            <Button type="link" size="small" data-testid={`value-view-${r.formValId}`}>
              {t("formsData.view")}
            </Button>
          </Link>
          <Link to={`/admin/forms/${formId}/fill?formValId=${r.formValId}`}>
            <Button type="link" size="small" data-testid={`value-edit-${r.formValId}`}>
              {t("formsData.edit")}
            </Button>
          </Link>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => confirmDelete([r.formValId])}
            data-testid={`value-delete-${r.formValId}`}
          >
            {t("formsData.delete")}
          </Button>
        </Space>
      ),
    },
  ];

  const header = (
    <ConsolePageHeader
      area="console.menu.forms"
      title={released.data ? `${released.data.name} · ${t("formsData.title")}` : t("formsData.title")}
      testId="form-data-title"
      extra={
        <Space wrap>
          {taskId ? (
            <Link to={`/admin/tasks/${taskId}/stats`} data-testid="form-data-task">
              <Button>{t("formsData.backToTask")}</Button>
            </Link>
          ) : (
            <Link to="/admin/forms">
              <Button>{t("formsData.back")}</Button>
            </Link>
          )}
          <Link to={`/admin/forms/${formId}/fill`}>
            <Button>{t("formsData.fill")}</Button>
          </Link>
          <Link to={`/admin/forms/${formId}/batch`}>
            <Button>{t("formsData.fillForStudents")}</Button>
          </Link>
          <Button
            icon={<UploadOutlined />}
            onClick={() => setImporting(true)}
            disabled={!released.isSuccess}
            data-testid="form-data-import"
          >
            {t("formsData.import")}
          </Button>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            disabled={!released.isSuccess}
            onClick={() =>
              void downloadFile("value/export", taskId ? { formId, taskId } : { formId }, "values.xlsx").then(
                () => message.success(t("formsData.exported")),
              )
            }
            data-testid="form-data-export"
          >
            {t("formsData.export")}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            disabled={!released.isSuccess}
            onClick={() =>
              void downloadFile(
                "value/export",
                taskId ? { formId, taskId, withFiles: 1 } : { formId, withFiles: 1 },
                "values.zip",
              ).then(() => message.success(t("formsData.exported")))
            }
            data-testid="form-data-export-zip"
          >
            {t("formsData.exportWithFiles")}
          </Button>
          {released.isSuccess ? (
            <BackgroundExportNotice
              url="/v3/eos/form/value/export"
              params={{ formId, taskId }}
              testId="form-data-export-background"
            />
          ) : null}
        </Space>
      }
    />
  );

  if (released.isError)
    return (
      <div className="eos-page" data-testid="form-data-page">
        {header}
        <Card className="eos-page__card">
          <Result status="info" title={t("formsData.notReleased")} subTitle={released.error.message} />
        </Card>
      </div>
    );

  return (
    <ListPage<FormValueRow>
      testId="form-data-page"
      header={header}
      toolbar={
        <search className="eos-people-filters">
          <Input.Search
            className="eos-people-filters__search"
            allowClear
            placeholder={t("formsData.search")}
            aria-label={t("formsData.search")}
            onSearch={(value) => setQuery((q) => ({ ...q, keyword: value.trim() || undefined, page: 1 }))}
            data-testid="form-data-search"
          />
          {selected.length > 0 ? (
            <Button danger onClick={() => confirmDelete(selected)} data-testid="form-data-delete-selected">
              {t("formsData.deleteSelected", { count: selected.length })}
            </Button>
          ) : null}
        </search>
      }
      cardClassName="eos-page__card eos-people-table-card"
      table={{
        list: values,
        rows,
        rowKey: "formValId",
        columns,
        loading: released.isLoading || values.isFetching,
        failedTitle: t("formsData.loadFailed"),
        testId: "form-data-table",
        empty: t("formsData.empty"),
        rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) },
        onChange: (paging) =>
          setQuery((q) => ({
            ...q,
            page: paging.pageSize !== q.size ? 1 : (paging.current ?? q.page),
            size: paging.pageSize ?? q.size,
          })),
        paging: { page: query.page, size: query.size, total },
        totalText: (n) => t("formsData.total", { total: n }),
      }}
    >
      <FormImportModal
        formId={formId}
        taskId={taskId}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
    </ListPage>
  );
}
