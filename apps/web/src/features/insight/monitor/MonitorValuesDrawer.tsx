import type { MonitorRow, MonitorValue } from "@eos/contracts";
import type { TableProps } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { dateTime16 } from "../../collection/index.ts";
import { DetailDrawer } from "./DetailDrawer.tsx";
import { ExportButton } from "./ExportButton.tsx";
import {
  downloadMonitorValues,
  fetchMonitorValues,
  type MonitorValuesQuery,
  monitorKeys,
} from "./monitorApi.ts";

/** A stated range as people read it: between, at least, at most, or a most number of characters. */
export const rangeText = (t: TFunction, v: Pick<MonitorValue, "min" | "max" | "maxLength">): string => {
  if (v.maxLength !== null) return t("monitor.values.maxLength", { n: v.maxLength });
  if (v.min !== null && v.max !== null) return t("monitor.values.between", { min: v.min, max: v.max });
  if (v.min !== null) return t("monitor.values.atLeast", { min: v.min });
  return v.max === null ? "" : t("monitor.values.atMost", { max: v.max });
};

function useColumns(): TableProps<MonitorValue>["columns"] {
  const { t } = useTranslation();
  return [
    { key: "subject", title: t("monitor.values.subject"), dataIndex: "subjectName" },
    { key: "class", title: t("monitor.values.className"), dataIndex: "className" },
    { key: "item", title: t("monitor.values.item"), dataIndex: "itemName" },
    {
      key: "value",
      title: t("monitor.values.value"),
      render: (_, v) => <strong className="eos-monitor-value">{v.value}</strong>,
    },
    { key: "range", title: t("monitor.values.range"), render: (_, v) => rangeText(t, v) },
    { key: "filledBy", title: t("monitor.values.filledBy"), dataIndex: "filledBy" },
    { key: "time", title: t("monitor.values.time"), render: (_, v) => dateTime16(v.at) },
  ];
}

/** The values of one task outside the ranges its form states: who, about whom, which item, what, the range. */
export function MonitorValuesDrawer({ row, onClose }: { row: MonitorRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const columns = useColumns();
  const query: MonitorValuesQuery | null = row
    ? { taskId: row.taskId, siteId: row.schoolName ? row.schoolId : undefined }
    : null;
  return (
    <DetailDrawer<MonitorValue>
      open={row !== null}
      onClose={onClose}
      width={860}
      title={t("monitor.values.title", { name: row?.taskName ?? "" })}
      testId="monitor-values"
      toolbar={
        query && (
          <ExportButton
            run={() => downloadMonitorValues(query, `${t("monitor.values.exportFile")}.xlsx`)}
            testId="monitor-values-export"
          />
        )
      }
      queryKey={monitorKeys.values(query ?? { taskId: 0 })}
      fetchPage={(paging) => fetchMonitorValues({ ...(query as MonitorValuesQuery), ...paging })}
      enabled={query !== null}
      rowKey={(v) => `${v.formValueId}-${v.itemId}`}
      columns={columns}
      texts={{
        empty: t("monitor.values.empty"),
        loadFailed: t("monitor.values.loadFailed"),
        total: (total) => t("monitor.values.total", { total }),
      }}
    />
  );
}
