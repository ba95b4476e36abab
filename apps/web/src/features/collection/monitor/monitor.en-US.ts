import type { MonitorCatalogue } from "./monitor.zh-CN.ts";

/** English texts of the data quality monitoring; the same keys as monitor.zh-CN.ts. */
export const monitorEnUS: MonitorCatalogue = {
  page: {
    title: "Data monitoring",
    hint: "Find open tasks that are falling behind, and people who filled many values for others within one minute.",
    kind: "Finding",
    lowCompletion: "Low completion",
    bulk: "Bulk fills",
    threshold: "Completion below (%)",
    minCount: "Values per minute, at least",
    export: "Export",
    exportFile: "data-monitoring",
    exported: "Exported",
    total: "{{total}} findings",
    empty: "Nothing to look at",
    loadFailed: "Could not load the monitoring data",
    retry: "Retry",
    forbiddenTitle: "You may not see the data monitoring",
    forbiddenHint: "Only administrators and holders of the collection statistics permission may.",
  },
  table: {
    task: "Task",
    scene: "Scene",
    progress: "Progress",
    rate: "Rate",
    ratePercent: "{{rate}}%",
    filledBy: "Filled by",
    count: "Count",
    time: "Time",
    unknown: "—",
  },
};
