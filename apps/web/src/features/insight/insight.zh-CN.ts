import { areaProgressZhCN } from "./area/area.zh-CN.ts";
import { appMonitorZhCN } from "./monitor/appMonitor.zh-CN.ts";
import { monitorZhCN } from "./monitor/monitor.zh-CN.ts";
import { scoreQueryZhCN } from "./summary/scoreQuery.zh-CN.ts";
import { summaryZhCN } from "./summary/summary.zh-CN.ts";
import { usageZhCN } from "./usage/usage.zh-CN.ts";

/**
 * Insight's Simplified Chinese texts, one namespace per page family (the keys its pages and the console menu
 * already name: usage.*, monitor.*, appMonitor.*, areaProgress.*, summary.*, scoreQuery.*).
 */
export const insightZhCN = {
  usage: usageZhCN,
  monitor: monitorZhCN,
  appMonitor: appMonitorZhCN,
  areaProgress: areaProgressZhCN,
  summary: summaryZhCN,
  scoreQuery: scoreQueryZhCN,
};
