import { DownloadOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Segmented, Space, Table, type TableColumnsType } from "antd";
import type { EChartsCoreOption } from "echarts/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadText, rowsToCsv } from "./csv.ts";
import { EChart } from "./EChart.tsx";

type Props<T> = {
  title: string;
  option: EChartsCoreOption | null;
  columns: TableColumnsType<T>;
  rows: T[];
  rowKey: keyof T & string;
  /** Headings and cells of the CSV, read from the same rows as the table. */
  csv: { title: string; value: (row: T) => unknown }[];
  fileName: string;
  testId: string;
  extra?: ReactNode;
};

/** A chart that can be read as a table instead, and exported as CSV for Excel or WPS. */
export function ChartTableCard<T extends object>(props: Props<T>) {
  const { t } = useTranslation();
  const [view, setView] = useState<"chart" | "table">("chart");
  const empty = props.rows.length === 0;
  return (
    <Card
      className="eos-page__card"
      title={props.title}
      data-testid={props.testId}
      extra={
        <Space wrap>
          {props.extra}
          <Segmented
            size="small"
            value={view}
            onChange={(v) => setView(v as "chart" | "table")}
            options={[
              { value: "chart", label: t("summary.chartView") },
              { value: "table", label: t("summary.tableView") },
            ]}
            data-testid={`${props.testId}-view`}
          />
          <Button
            size="small"
            icon={<DownloadOutlined />}
            disabled={empty}
            onClick={() => downloadText(props.fileName, rowsToCsv(props.csv, props.rows))}
            data-testid={`${props.testId}-export`}
          >
            {t("summary.exportCsv")}
          </Button>
        </Space>
      }
    >
      {empty || !props.option ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : view === "chart" ? (
        <EChart option={props.option} aria-label={props.title} data-testid={`${props.testId}-chart`} />
      ) : (
        <Table<T>
          rowKey={props.rowKey}
          size="small"
          columns={props.columns}
          dataSource={props.rows}
          scroll={{ x: 480 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          data-testid={`${props.testId}-table`}
        />
      )}
    </Card>
  );
}
