import { DownloadOutlined } from "@ant-design/icons";
import type { DataAppData } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { App, Button, DatePicker, Result, Space, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/ApiError.ts";
import { ConsolePageHeader } from "../../../components/ConsolePageHeader.tsx";
import { ListPage } from "../../../components/ListPage.tsx";
import { OrgTreePicker } from "../../../components/OrgTreePicker.tsx";
import { errorText } from "../scenes/useRunWrite.ts";
import {
  type DataAppView,
  dataAppKeys,
  downloadDataApp,
  fetchDataApp,
  fetchDataAppData,
} from "./dataAppsApi.ts";
import "../../../components/consolePage.css";
import "../scenes/scenes.css";

type Row = DataAppData["list"][number];
type Sorter = { columnKey?: unknown; order?: "ascend" | "descend" | null };
const classKinds = ["class"] as const;
const deptKinds = ["dept"] as const;

const isMissing = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** The next view after a table change: a new sort or page size starts again from page 1. */
const nextView = (
  v: DataAppView,
  paging: { current?: number; pageSize?: number },
  sorter: Sorter,
): DataAppView => {
  const sortColumn = sorter?.order ? String(sorter.columnKey) : undefined;
  const sortOrder = sortColumn ? (sorter.order === "ascend" ? "asc" : "desc") : undefined;
  const size = paging.pageSize ?? v.size;
  const resorted = sortColumn !== v.sortColumn || sortOrder !== v.sortOrder;
  return {
    ...v,
    size,
    sortColumn,
    sortOrder,
    page: size !== v.size || resorted ? 1 : (paging.current ?? v.page),
  };
};

/** /admin/data-apps/:id: the app's rows in the caller's data scope, narrowed by class and dates, and exported. */
export function DataAppViewPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = Number(useParams().id);
  const [view, setView] = useState<DataAppView>({ id, page: 1, size: 20 });
  const [exporting, setExporting] = useState(false);
  const app = useQuery({ queryKey: dataAppKeys.one(id), queryFn: () => fetchDataApp(id), retry: false });
  const rows = useQuery({
    queryKey: dataAppKeys.data(view),
    queryFn: () => fetchDataAppData(view),
    placeholderData: keepPreviousData,
    enabled: app.isSuccess,
  });
  const title = app.data?.name ?? t("dataApps.list.title");
  // A teacher task's rows are about teachers: they are narrowed by department.
  const teachers = app.data?.teacherTask === true;
  const back = <Link to="/admin/data-apps">{t("dataApps.view.back")}</Link>;
  if (isMissing(app.error))
    return (
      <div className="eos-page" data-testid="data-app-view">
        <Result
          status="404"
          title={t("dataApps.view.notFound")}
          extra={back}
          data-testid="data-app-missing"
        />
      </div>
    );
  const order = (column: string) =>
    view.sortColumn === column ? (view.sortOrder === "asc" ? "ascend" : "descend") : null;
  const columns: NonNullable<TableProps<Row>["columns"]> = (rows.data?.heads ?? []).map((h, i) => ({
    key: h.column,
    title: h.title,
    sorter: true,
    sortOrder: order(h.column),
    render: (_, row) => row.cells[i],
  }));
  const exportAll = async () => {
    setExporting(true);
    try {
      const { page: _page, size: _size, ...rest } = view;
      await downloadDataApp(rest, `${title}.xlsx`);
      void message.success(t("dataApps.view.exported"));
    } catch (error) {
      void message.error(errorText(error, t("dataApps.list.failed")));
    } finally {
      setExporting(false);
    }
  };
  const failed = app.error ?? (rows.error && !rows.data ? rows.error : null);
  return (
    <ListPage<Row>
      testId="data-app-view"
      header={
        <ConsolePageHeader area="console.menu.forms" title={title} testId="data-app-title" extra={back} />
      }
      cardClassName="eos-page__card eos-scenes-table-card"
      filtersClassName="eos-scenes-filters"
      filters={
        <Space wrap>
          <OrgTreePicker
            kinds={teachers ? deptKinds : classKinds}
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t(teachers ? "dataApps.view.dept" : "dataApps.view.class")}
            aria-label={t(teachers ? "dataApps.view.dept" : "dataApps.view.class")}
            value={view.classId ?? null}
            onChange={(classId) => setView((v) => ({ ...v, classId, page: 1 }))}
            data-testid="data-app-view-class"
          />
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            aria-label={t("dataApps.view.dates")}
            onChange={(dates) =>
              setView((v) => ({
                ...v,
                from: dates?.[0]?.format("YYYY-MM-DD"),
                to: dates?.[1]?.format("YYYY-MM-DD"),
                page: 1,
              }))
            }
            data-testid="data-app-view-dates"
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            disabled={!app.isSuccess}
            onClick={() => void exportAll()}
            data-testid="data-app-export"
          >
            {t("dataApps.view.export")}
          </Button>
        </Space>
      }
      table={{
        list: {
          error: failed,
          isFetching: rows.isFetching,
          refetch: () => void (app.error ? app.refetch() : rows.refetch()),
        },
        rows: rows.data?.list ?? [],
        failOverRows: true,
        failedTitle: t("dataApps.view.loadFailed"),
        rowKey: "formValueId",
        columns,
        loading: app.isLoading || rows.isFetching,
        testId: "data-app-table",
        empty: t("dataApps.view.empty"),
        paging: { page: view.page, size: view.size, total: rows.data?.total ?? 0 },
        totalText: (n) => t("dataApps.view.total", { total: n }),
        onChange: (paging, _f, sorter) =>
          setView((v) => nextView(v, paging, (Array.isArray(sorter) ? sorter[0] : sorter) as Sorter)),
      }}
    />
  );
}
