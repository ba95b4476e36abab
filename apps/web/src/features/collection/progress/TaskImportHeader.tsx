import { DownloadOutlined } from "@ant-design/icons";
import type { ImportColumn, ImportTaskDetail } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Collapse, Descriptions, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadImportTemplate, fetchImportColumns, fetchImportTaskDetail } from "./taskImportsApi.ts";

const dateTime = (iso: string) => new Date(iso).toLocaleString();

/** What a cell may hold: the choices or format, a range, a length. */
function useCellHint() {
  const { t } = useTranslation();
  return (c: ImportColumn) => {
    const parts = [c.hint];
    if (c.min !== null && c.max !== null)
      parts.push(t("taskImports.header.range", { min: c.min, max: c.max }));
    if (c.maxLength !== null) parts.push(t("taskImports.header.maxLength", { n: c.maxLength }));
    return parts.filter(Boolean).join("; ");
  };
}

/** The template's columns, fetched when opened: the student no. first, then each item with how to fill it. */
function TemplateColumns({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const hint = useCellHint();
  const info = useQuery({
    queryKey: ["taskImports", taskId, "columns"],
    queryFn: () => fetchImportColumns(taskId),
  });
  if (!info.data) return null;
  const rows = [
    ...(info.data.studentNoColumn
      ? [
          {
            key: "no",
            name: info.data.studentNoColumn,
            type: "",
            required: true,
            hint: t("taskImports.header.studentNo"),
          },
        ]
      : []),
    ...info.data.columns.map((c) => ({
      key: String(c.id),
      name: c.name,
      type: c.typeName,
      required: c.required,
      hint: hint(c),
    })),
  ];
  const yesNo = (v: boolean) => t(v ? "taskImports.header.yes" : "taskImports.header.no");
  return (
    <Space orientation="vertical" style={{ width: "100%" }} data-testid="import-columns">
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t("taskImports.header.column"), dataIndex: "name" },
          { title: t("taskImports.header.type"), dataIndex: "type" },
          { title: t("taskImports.header.required"), dataIndex: "required", render: yesNo },
          { title: t("taskImports.header.hint"), dataIndex: "hint" },
        ]}
      />
      {info.data.skipped.length > 0 ? (
        <Typography.Text type="secondary">
          {t("taskImports.header.skipped", { names: info.data.skipped.map((s) => s.name).join(", ") })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

function DetailFacts({ d }: { d: ImportTaskDetail }) {
  const { t } = useTranslation();
  const h = "taskImports.header";
  const form =
    d.form.version === null
      ? t(`${h}.notReleased`, { name: d.form.name })
      : t(`${h}.formVersion`, { name: d.form.name, version: d.form.version });
  const period =
    d.period.start === null && d.period.end === null
      ? t(`${h}.wholeTask`)
      : `${d.period.start ? dateTime(d.period.start) : "…"} – ${d.period.end ? dateTime(d.period.end) : "…"}`;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="import-task-facts">
      <Descriptions.Item label={t(`${h}.form`)}>{form}</Descriptions.Item>
      <Descriptions.Item label={t(`${h}.about`)}>
        {t(d.subjectType === 1 ? `${h}.aboutStudents` : `${h}.aboutSelf`)}
      </Descriptions.Item>
      <Descriptions.Item label={t(`${h}.period`)}>{period}</Descriptions.Item>
      <Descriptions.Item label={t(`${h}.values`)}>{t(`${h}.valuesCount`, d.values)}</Descriptions.Item>
      <Descriptions.Item label={t(`${h}.imported`)}>
        {t(`${h}.importedCount`, { total: d.imports.total, values: d.imports.values })}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * The top of a task's Imports tab: what an import goes into (form and version, whom a row is about, the
 * period, the values and imports so far), why it takes no import now if so, the template to download and
 * how to fill each of its columns.
 */
export function TaskImportHeader({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const detail = useQuery({
    queryKey: ["taskImports", taskId, "detail"],
    queryFn: () => fetchImportTaskDetail(taskId),
  });
  const d = detail.data;
  if (!d) return null;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate(taskId);
    } catch (err) {
      void message.error((err as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: "100%" }} data-testid="import-task-header">
      <DetailFacts d={d} />
      {d.blockedBy ? (
        <Alert
          type="info"
          showIcon
          title={t(`taskImports.header.blocked.${d.blockedBy}`)}
          data-testid="import-blocked"
        />
      ) : null}
      <Button
        icon={<DownloadOutlined />}
        disabled={d.blockedBy !== null}
        loading={downloading}
        onClick={() => void download()}
        data-testid="import-template"
      >
        {t("taskImports.header.template")}
      </Button>
      <Collapse
        size="small"
        items={[
          {
            key: "columns",
            label: t("taskImports.header.columns"),
            children: <TemplateColumns taskId={taskId} />,
          },
        ]}
      />
    </Space>
  );
}
